// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from './scheduling';
import { useAfterFirstCommit } from './use-after-first-commit';

function Staged({ log }: { log: string[] }) {
  const after = useAfterFirstCommit();
  useEffect(() => {
    log.push(after ? 'later commit' : 'first commit');
  }, [after, log]);
  return <p>{after ? 'after' : 'first'}</p>;
}

afterEach(cleanup);

describe('useAfterFirstCommit', () => {
  it('is false through the first commit and its effects, and true in a commit of a later task', async () => {
    const log: string[] = [];
    render(<Staged log={log} />);
    // The first commit's effects have run, and nothing more.
    expect(log).toEqual(['first commit']);
    expect(screen.getByText('first')).toBeTruthy();
    await act(() => nextTask());
    expect(log).toEqual(['first commit', 'later commit']);
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('sets nothing once its component has gone', async () => {
    const log: string[] = [];
    const { unmount } = render(<Staged log={log} />);
    unmount();
    await act(() => nextTask());
    expect(log).toEqual(['first commit']);
  });
});
