// @vitest-environment jsdom
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Provider, shallowEqual, useDispatch, useSelector } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnswerSelector } from './use-answer-selector';

const counters = createSlice({
  name: 'counters',
  initialState: { answers: 0, other: 0 },
  reducers: {
    answered: (state) => {
      state.answers += 1;
    },
    elsewhere: (state) => {
      state.other += 1;
    },
  },
});
const { answered, elsewhere } = counters.actions;
type State = { counters: ReturnType<typeof counters.reducer> };

function makeStore() {
  return configureStore({ reducer: { counters: counters.reducer } });
}

const selectAnswers = (state: State) => state.counters.answers;

describe('useAnswerSelector', () => {
  afterEach(() => {
    cleanup();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  });

  it('shows what it selects and follows the store', async () => {
    const store = makeStore();
    function Answers() {
      return <p>answers {useAnswerSelector(selectAnswers)}</p>;
    }
    render(
      <Provider store={store}>
        <Answers />
      </Provider>,
    );
    expect(screen.getByText('answers 0')).toBeTruthy();
    act(() => {
      store.dispatch(answered());
    });
    expect(await screen.findByText('answers 1')).toBeTruthy();
  });

  it('renders nothing again for a change it does not select, by its equality', () => {
    const store = makeStore();
    const renders: number[] = [];
    function Answers() {
      // A new object each time: only the equality keeps it from counting as a change.
      const { answers } = useAnswerSelector(
        (state: State) => ({ answers: state.counters.answers }),
        shallowEqual,
      );
      renders.push(answers);
      return <p>answers {answers}</p>;
    }
    render(
      <Provider store={store}>
        <Answers />
      </Provider>,
    );
    const before = renders.length;
    act(() => {
      store.dispatch(elsewhere());
      store.dispatch(elsewhere());
    });
    expect(renders).toHaveLength(before);
    act(() => {
      store.dispatch(answered());
    });
    expect(renders.length).toBeGreaterThan(before);
    expect(renders.at(-1)).toBe(1);
  });

  it('renders an answer after the state a player changed, not in the same task', async () => {
    // Outside act, as in a browser: React schedules the work itself.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const store = makeStore();
    function Mine() {
      return <p>mine {useSelector(selectAnswers)}</p>;
    }
    function Answers() {
      return <p>answers {useAnswerSelector(selectAnswers)}</p>;
    }
    render(
      <Provider store={store}>
        <Mine />
        <Answers />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('answers 0')).toBeTruthy());
    store.dispatch(answered());
    // react-redux's update renders in a microtask; the answer waits for a task of its own.
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByText('mine 1')).toBeTruthy();
    expect(screen.getByText('answers 0')).toBeTruthy();
    expect(await screen.findByText('answers 1')).toBeTruthy();
  });

  it('misses no change made between its render and its subscription', async () => {
    const store = makeStore();
    function AnswersEarly() {
      const dispatch = useDispatch();
      // Layout effects run before the passive effect that subscribes.
      useLayoutEffect(() => {
        dispatch(answered());
      }, [dispatch]);
      return null;
    }
    function Answers() {
      return <p>answers {useAnswerSelector(selectAnswers)}</p>;
    }
    render(
      <Provider store={store}>
        <Answers />
        <AnswersEarly />
      </Provider>,
    );
    expect(await screen.findByText('answers 1')).toBeTruthy();
  });
});
