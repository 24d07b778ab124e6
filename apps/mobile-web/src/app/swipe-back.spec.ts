import { renderHook, waitFor } from '@testing-library/react';
import { paintingBrowser } from '@mweb/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A touch gesture on the window, from `startX` to `endX` on one line. */
function swipe(startX: number, endX: number) {
  const touch = (type: string, clientX: number) =>
    Object.assign(new Event(type), {
      touches: type === 'touchstart' ? [{ clientX, clientY: 300 }] : [],
      changedTouches: [{ clientX, clientY: 300 }],
    });
  window.dispatchEvent(touch('touchstart', startX));
  window.dispatchEvent(touch('touchend', endX));
}

/** The hook, with a first-paint watch of its own (the watch is kept per page). */
async function freshUseSwipeBack() {
  vi.resetModules();
  return (await import('./swipe-back')).useSwipeBack;
}

describe('swipe back', () => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', 412);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes back on a swipe from the leading edge, once the page has painted', async () => {
    const browser = paintingBrowser();
    const useSwipeBack = await freshUseSwipeBack();
    const onBack = vi.fn();
    renderHook(() => useSwipeBack(onBack, true));

    // Before the first paint, the gesture's code is not even downloaded.
    await new Promise((resolve) => setTimeout(resolve, 20));
    swipe(5, 200);
    expect(onBack).not.toHaveBeenCalled();

    browser.paint();
    await waitFor(
      () => {
        swipe(5, 200);
        expect(onBack).toHaveBeenCalled();
      },
      { timeout: 10_000 },
    );
  });

  it('ignores a swipe that starts away from the edge, and every swipe where it is off', async () => {
    const useSwipeBack = await freshUseSwipeBack();
    const onEnabledBack = vi.fn();
    const onDisabledBack = vi.fn();
    renderHook(() => useSwipeBack(onEnabledBack, true));
    renderHook(() => useSwipeBack(onDisabledBack, false));
    await waitFor(
      () => {
        swipe(5, 200);
        expect(onEnabledBack).toHaveBeenCalledTimes(1);
      },
      { timeout: 10_000 },
    );
    swipe(100, 300);
    expect(onEnabledBack).toHaveBeenCalledTimes(1);
    expect(onDisabledBack).not.toHaveBeenCalled();
  });

  it('leaves no listener behind when the page goes before the gesture code arrives', async () => {
    const browser = paintingBrowser();
    const useSwipeBack = await freshUseSwipeBack();
    const onBack = vi.fn();
    const { unmount } = renderHook(() => useSwipeBack(onBack, true));
    unmount();
    browser.paint();
    // The gesture's module is what a listener would come from: once it is loaded, nothing listens.
    await import('./swipe-gesture');
    await new Promise((resolve) => setTimeout(resolve, 20));
    swipe(5, 200);
    expect(onBack).not.toHaveBeenCalled();
  });
});
