import { postToWrapper, type BridgeHost } from '@mweb/api-client/leaving';

/** An event for the native wrapper's analytics, when the app runs inside it. */
export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean>;
}

/** Sends an event to the wrapper's bridge; a plain browser has none, and that is fine. */
export function postToNativeBridge(event: AnalyticsEvent, host?: BridgeHost): boolean {
  return postToWrapper({ type: 'analytics', ...event }, host);
}
