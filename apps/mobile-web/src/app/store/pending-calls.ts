import { QueryStatus } from '@reduxjs/toolkit/query';
import type { AppState } from './make-store';

/** When the longest-waiting gateway call still under way started, or null when none is. */
export function selectOldestPending({ api }: Pick<AppState, 'api'>): number | null {
  let oldest: number | null = null;
  for (const call of [...Object.values(api.queries), ...Object.values(api.mutations)]) {
    if (call?.status !== QueryStatus.pending) continue;
    if (oldest === null || call.startedTimeStamp < oldest) oldest = call.startedTimeStamp;
  }
  return oldest;
}
