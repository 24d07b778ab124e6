// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { paintingBrowser } from '../../testing/painting-browser';
import { describe, expect, it, vi } from 'vitest';

/** The hook and the paint watch it reads, fresh: both are kept per page. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-after-first-paint')).useAfterFirstPaint;
}

const aTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useAfterFirstPaint', () => {
  it('says no until the page has painted, then yes', async () => {
    const browser = paintingBrowser();
    const useAfterFirstPaint = await freshHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    await aTurn();
    expect(result.current).toBe(false);
    act(() => browser.paint());
    await waitFor(() => expect(result.current).toBe(true), { timeout: 10_000 });
  });

  it('says yes at once to a form opened after the first paint', async () => {
    const browser = paintingBrowser();
    const useAfterFirstPaint = await freshHook();
    const first = renderHook(() => useAfterFirstPaint());
    act(() => browser.paint());
    await waitFor(() => expect(first.result.current).toBe(true), { timeout: 10_000 });
    const rendered: boolean[] = [];
    renderHook(() => {
      const painted = useAfterFirstPaint();
      rendered.push(painted);
      return painted;
    });
    expect(rendered[0]).toBe(true);
  });
});
