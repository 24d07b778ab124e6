import {
  inNativeWrapper,
  postToWrapper,
  type BridgeHost,
  type NativeCommand,
} from '@mweb/api-client/leaving';
import { hasAppHistory, useScreenPath } from '@mweb/api-client/screens';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function commandOf(data: unknown): NativeCommand | null {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return typeof parsed === 'object' &&
      parsed !== null &&
      'type' in parsed &&
      parsed.type === 'back'
      ? { type: 'back' }
      : null;
  } catch {
    // Other scripts post their own messages to the window too; those are not ours.
    return null;
  }
}

/**
 * The wrapper's commands, as they come (the receiving half of api-client's bridge adapter, here
 * so that the first load does not carry it); returns the function that stops listening. Nothing
 * listens in a plain browser.
 */
export function onWrapperCommand(
  handler: (command: NativeCommand) => void,
  host: BridgeHost = globalThis,
): () => void {
  if (!inNativeWrapper(host) || !host.addEventListener) return () => undefined;
  const listener = (event: { data?: unknown }) => {
    const command = commandOf(event.data);
    if (command) handler(command);
  };
  host.addEventListener('message', listener);
  return () => host.removeEventListener?.('message', listener);
}

/**
 * The wrapper's back (its hardware or gesture back, sent over the bridge): one step back in the
 * app's history, home when there is none, and from home the wrapper is told there is nothing left
 * (it may close). Inert in a plain browser, which has its own back.
 */
export function useNativeBack(host?: BridgeHost) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = useScreenPath('home');
  useEffect(() => {
    return onWrapperCommand(() => {
      if (hasAppHistory()) void navigate(-1);
      else if (pathname !== home) void navigate(home);
      else postToWrapper({ type: 'back' }, host);
    }, host);
  }, [host, navigate, pathname, home]);
}
