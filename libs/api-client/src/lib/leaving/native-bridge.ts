// The native wrapper's message channel, behind one typed adapter. The wrapper injects a
// `postMessage` object (`ReactNativeWebView` from React Native's WebView, or `mwebBridge` from the
// operator's own shell) and sends its commands as `message` events carrying JSON. In a plain
// browser there is no channel: every call here does nothing and says so.

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

export interface NativeBridge {
  /** Whether the app runs inside the wrapper. */
  readonly present: boolean;
  /** Sends a message to the wrapper; false in a plain browser (nothing is sent). */
  post: (message: NativeMessage) => boolean;
  /** Listens for the wrapper's commands; returns the function that stops listening. */
  onCommand: (handler: (command: NativeCommand) => void) => () => void;
}

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

/** The adapter for `host` (the window by default). */
export function nativeBridge(host: BridgeHost = globalThis): NativeBridge {
  const channel = host.mwebBridge ?? host.ReactNativeWebView;
  return {
    present: channel !== undefined,
    post: (message) => {
      if (!channel) return false;
      channel.postMessage(JSON.stringify(message));
      return true;
    },
    onCommand: (handler) => {
      if (!channel || !host.addEventListener) return () => undefined;
      const listener = (event: { data?: unknown }) => {
        const command = commandOf(event.data);
        if (command) handler(command);
      };
      host.addEventListener('message', listener);
      return () => host.removeEventListener?.('message', listener);
    },
  };
}
