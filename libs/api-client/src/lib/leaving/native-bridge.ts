// The native wrapper's message channel, behind one typed adapter. The wrapper injects a
// `postMessage` object (`ReactNativeWebView` from React Native's WebView, or `mwebBridge` from the
// operator's own shell) and sends its commands as `message` events carrying JSON. In a plain
// browser there is no channel: every call here does nothing and says so. Sending is here, in the
// first load (links and launches use it); listening for the wrapper's commands is
// `onWrapperCommand` in the app's installed-app chunk, which loads after the first paint.

/** What the app tells the wrapper. */
export type NativeMessage =
  /** An analytics event (SPEC.md section 7), such as the first deposit, once per member. */
  | { type: 'analytics'; name: string; params?: Record<string, string | number | boolean> }
  /** A tapped link that leaves the app: the wrapper opens it in the system browser. */
  | { type: 'openExternal'; url: string }
  /** A launch or redirect (games, lotteries, chat) the wrapper opens in its own view. */
  | { type: 'launch'; url: string }
  /** Back with nothing left to go back to in the app: the wrapper may close or go back itself. */
  | { type: 'back' };

/** What the wrapper tells the app: its hardware or gesture back. */
export type NativeCommand = { type: 'back' };

interface Channel {
  postMessage: (message: string) => void;
}

/** The parts of `window` the adapter touches, so that tests hand it a fake one. */
export interface BridgeHost {
  ReactNativeWebView?: Channel;
  mwebBridge?: Channel;
  addEventListener?: (type: 'message', listener: (event: { data?: unknown }) => void) => void;
  removeEventListener?: (type: 'message', listener: (event: { data?: unknown }) => void) => void;
}

function channelOf(host: BridgeHost): Channel | undefined {
  return host.mwebBridge ?? host.ReactNativeWebView;
}

/** Whether the app runs inside the wrapper (it injected its channel). */
export function inNativeWrapper(host: BridgeHost = globalThis): boolean {
  return channelOf(host) !== undefined;
}

/** Sends a message to the wrapper; false in a plain browser (nothing is sent). */
export function postToWrapper(message: NativeMessage, host: BridgeHost = globalThis): boolean {
  const channel = channelOf(host);
  channel?.postMessage(JSON.stringify(message));
  return channel !== undefined;
}
