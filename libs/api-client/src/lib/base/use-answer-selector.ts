import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useStore } from 'react-redux';

type EqualityFn<Selected> = (previous: Selected, next: Selected) => boolean;

/**
 * react-redux's `useSelector` for RTK Query's hooks, with one difference: when the store changes
 * what a hook selects (an answer arrived, a call started or failed), its component re-renders in
 * a transition rather than at once.
 *
 * react-redux re-renders through `useSyncExternalStore`, whose updates React always renders in one
 * uninterrupted task. Answers arrive one by one after the first paint, and a list of game tiles
 * rendered that way held the main thread for 60 to 95 ms at a time on a desktop machine, four
 * times that on a cheap phone. A transition is rendered in slices of a few milliseconds, so a
 * tap or a scroll in between is answered at once.
 * The player's own state (the store's slices, read with `useAppSelector`) still renders at once:
 * only answers wait for a free moment, and the screen shows the previous answer until then.
 *
 * A render reads the store as it is (RTK Query's selectors are memoised, so an unchanged result
 * keeps its identity); `equalityFn` decides, as in `useSelector`, whether a store change is one
 * for this component.
 */
export function useAnswerSelector<State, Selected>(
  selector: (state: State) => Selected,
  equalityFn: EqualityFn<Selected> = Object.is,
): Selected {
  const store = useStore<State>();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const state = store.getState();
  const selected = useMemo(() => selector(state), [selector, state]);

  // What the committed render showed, and how to select again, for the store's listener.
  const committed = useRef<{
    selector: (state: State) => Selected;
    equalityFn: EqualityFn<Selected>;
    selected: Selected;
  } | null>(null);
  useLayoutEffect(() => {
    committed.current = { selector, equalityFn, selected };
  });

  useEffect(() => {
    const check = () => {
      const shown = committed.current;
      if (shown && !shown.equalityFn(shown.selected, shown.selector(store.getState())))
        startTransition(rerender);
    };
    // The store may have changed between the render and this subscription.
    check();
    return store.subscribe(check);
  }, [store]);

  return selected;
}
