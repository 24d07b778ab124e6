import { act } from '@testing-library/react';

/**
 * For unit tests in jsdom, which has no IntersectionObserver: a stand-in the test drives by hand
 * (`intersect`), recording the options it was given and whether it still observes.
 */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observing = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  intersect(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

/** The observer the component under test made last. */
export function lastObserver(): FakeIntersectionObserver {
  if (!FakeIntersectionObserver.last) throw new Error('no observer');
  return FakeIntersectionObserver.last;
}
