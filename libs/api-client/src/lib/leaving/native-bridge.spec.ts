// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNativeWrapper, postToWrapper, type BridgeHost } from './native-bridge';
import { browserOpeners } from './use-leave-app';

/** A wrapper's window at the edge: its channel records what the app posts. */
function wrapperWindow(name: 'mwebBridge' | 'ReactNativeWebView' = 'mwebBridge') {
  const posted: unknown[] = [];
  const target = new EventTarget();
  const host: BridgeHost = {
    [name]: { postMessage: (message: string) => posted.push(JSON.parse(message)) },
    addEventListener: (type, listener) =>
      target.addEventListener(type, (event) => listener(event as MessageEvent)),
    removeEventListener: () => undefined,
  };
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { host, posted, send };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as BridgeHost).mwebBridge;
});

describe('the native bridge', () => {
  it('posts typed messages to the channel the wrapper injected', () => {
    for (const name of ['mwebBridge', 'ReactNativeWebView'] as const) {
      const { host, posted } = wrapperWindow(name);
      expect(inNativeWrapper(host)).toBe(true);
      expect(
        postToWrapper({ type: 'analytics', name: 'first_deposit', params: { amount: 100 } }, host),
      ).toBe(true);
      expect(posted).toEqual([
        { type: 'analytics', name: 'first_deposit', params: { amount: 100 } },
      ]);
    }
  });

  it('is inert in a plain browser', () => {
    expect(inNativeWrapper({})).toBe(false);
    expect(postToWrapper({ type: 'back' }, {})).toBe(false);
  });

  it('opens external links and launches through the wrapper inside it, the browser outside', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browserOpeners.openOutside('https://help.example/');
    expect(open).toHaveBeenCalledWith('https://help.example/', '_blank', 'noopener,noreferrer');

    open.mockClear();
    const { host, posted } = wrapperWindow();
    Object.assign(globalThis, { mwebBridge: host.mwebBridge });
    browserOpeners.openOutside('https://help.example/');
    browserOpeners.goTo('https://games.example/launch');
    expect(open).not.toHaveBeenCalled();
    expect(posted).toEqual([
      { type: 'openExternal', url: 'https://help.example/' },
      { type: 'launch', url: 'https://games.example/launch' },
    ]);
  });
});
