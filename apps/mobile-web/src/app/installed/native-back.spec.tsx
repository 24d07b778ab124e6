import type { BridgeHost } from '@mweb/api-client/leaving';
import { locationText, renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onWrapperCommand, useNativeBack } from './native-back';

const kit = setUpScreenTests({ namespaces: [] });

/** The wrapper's window at the edge: what the app posts, and a way to send the wrapper's back. */
function wrapperWindow() {
  const posted: unknown[] = [];
  const target = new EventTarget();
  const host: BridgeHost = {
    mwebBridge: { postMessage: (message: string) => posted.push(JSON.parse(message)) },
    addEventListener: (type, listener) =>
      target.addEventListener(type, (event) => listener(event as MessageEvent)),
    removeEventListener: () => undefined,
  };
  const send = (data: unknown) =>
    act(() => {
      target.dispatchEvent(new MessageEvent('message', { data }));
    });
  const back = () => send('{"type":"back"}');
  return { host, posted, back, send };
}

function Shell({ host }: { host: BridgeHost }) {
  useNativeBack(host);
  return null;
}

describe("the wrapper's back", () => {
  it("hands the app the wrapper's back, and ignores other scripts' messages", () => {
    const { host, send } = wrapperWindow();
    const handler = vi.fn();
    onWrapperCommand(handler, host);
    send('not json {');
    send(JSON.stringify({ type: 'somethingElse' }));
    send({ type: 'back' });
    send(JSON.stringify({ type: 'back' }));
    expect(handler.mock.calls).toEqual([[{ type: 'back' }], [{ type: 'back' }]]);
  });

  it('listens to nothing in a plain browser', () => {
    const handler = vi.fn();
    onWrapperCommand(handler, {})();
    expect(handler).not.toHaveBeenCalled();
  });

  it('goes home from a screen opened directly, and from home tells the wrapper there is nothing left', () => {
    const { host, posted, back } = wrapperWindow();
    renderScreen(<Shell host={host} />, { kit, route: '/m/notice', path: '*' });
    back();
    expect(locationText()).toBe('/home');
    expect(posted).toEqual([]);
    back();
    expect(posted).toEqual([{ type: 'back' }]);
  });
});
