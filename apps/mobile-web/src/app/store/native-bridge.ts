/** An event for the native wrapper's analytics, when the app runs inside it. */
export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean>;
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  mwebBridge?: { postMessage: (message: string) => void };
}

/** Sends an event to whichever bridge the wrapper injected; a plain browser has none, and that is fine. */
export function postToNativeBridge(
  event: AnalyticsEvent,
  win: BridgeWindow | undefined = globalThis as BridgeWindow,
): boolean {
  const bridge = win?.mwebBridge ?? win?.ReactNativeWebView;
  if (!bridge) return false;
  bridge.postMessage(JSON.stringify({ type: 'analytics', ...event }));
  return true;
}
