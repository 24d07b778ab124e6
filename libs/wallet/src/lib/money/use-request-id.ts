import { randomUuid } from '@mweb/api-client/session';
import { useRef } from 'react';

export interface RequestId {
  /** The key of the order described by `what`: the same until it is made or `what` changes. */
  for: (what: string) => string;
  /** The order went through: the next submit is a new order. */
  settled: () => void;
}

/**
 * The idempotency key of a money submit. A double tap, or a retry after a time-out, of the same
 * order carries the same key, so the platform makes one order; a changed amount is a new order.
 */
export function useRequestId(): RequestId {
  const current = useRef<{ what: string; id: string } | undefined>(undefined);
  return {
    for: (what) => {
      if (current.current?.what !== what) current.current = { what, id: randomUuid() };
      return current.current.id;
    },
    settled: () => {
      current.current = undefined;
    },
  };
}
