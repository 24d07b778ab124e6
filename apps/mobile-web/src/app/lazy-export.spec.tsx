import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyExport } from './lazy-export';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyExport', () => {
  it('renders the named export once its module has loaded, and loads it only when rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting, Other: () => <p>other</p> }));
    const LazyGreeting = lazyExport(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.queryByText('other')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
