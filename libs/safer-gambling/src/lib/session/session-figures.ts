import { useSaferStatusQuery, type SaferStatusValue } from '@mweb/api-client';
import { selectIsRealMember } from '@mweb/api-client/session';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@mweb/api-client/store';

/** How often the session's stakes and wins are read again for the header. */
const FIGURES_REFRESH_MS = 60_000;

export interface SessionFigures {
  status: SaferStatusValue;
  /** The platform's clock minus the browser's, so a moved or skewed clock counts the same time. */
  clockOffsetMs: number;
  refetch: () => void;
}

/**
 * The member's safer-gambling status for the shell (the session clock and the reality check):
 * read for real members only, again every minute while shown.
 */
export function useSessionFigures(active: boolean): SessionFigures | undefined {
  const realMember = useAppSelector(selectIsRealMember);
  const query = useSaferStatusQuery(undefined, {
    skip: !active || !realMember,
    pollingInterval: FIGURES_REFRESH_MS,
  });
  // The platform's clock against the browser's, measured once per session: a later answer, which
  // may have waited in the network, would move the session clock back and forth by its delay.
  const [skew, setSkew] = useState<{ startedAt: number; offsetMs: number } | null>(null);
  const data = query.data;
  if (
    data &&
    query.fulfilledTimeStamp !== undefined &&
    skew?.startedAt !== data.session.startedAt
  ) {
    setSkew({ startedAt: data.session.startedAt, offsetMs: data.now - query.fulfilledTimeStamp });
  }
  if (!active || !realMember || !data || query.fulfilledTimeStamp === undefined) return undefined;
  return {
    status: data,
    clockOffsetMs: skew?.offsetMs ?? data.now - query.fulfilledTimeStamp,
    refetch: () => void query.refetch(),
  };
}

/** The time now, again every `tickMs` while `on`: what the session clock counts from. */
export function useNow(on: boolean, tickMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [on, tickMs]);
  return now;
}

/** Hours and minutes, `1 h 05 min`, in the member's words. */
export function durationWords(
  ms: number,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return t('safer.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
