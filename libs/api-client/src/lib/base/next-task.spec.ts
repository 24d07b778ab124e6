import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after every microtask the current task queued, however long their chain', async () => {
    const order: string[] = [];
    let chain = Promise.resolve();
    for (let link = 0; link < 1_000; link += 1) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks'));
    await nextTask().then(() => order.push('next task'));
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('lets each caller go on in a task of its own, in the order they asked', async () => {
    const order: string[] = [];
    // A caller's microtasks all run before the next caller goes on: their tasks are distinct.
    const first = nextTask().then(() => {
      order.push('first');
      void Promise.resolve().then(() => order.push("first's microtask"));
    });
    const second = nextTask().then(() => order.push('second'));
    const third = nextTask().then(() => order.push('third'));
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', "first's microtask", 'second', 'third']);
  });

  it('serves callers that ask again once served', async () => {
    for (let round = 0; round < 3; round += 1) await nextTask();
    await expect(Promise.all([nextTask(), nextTask()])).resolves.toEqual([undefined, undefined]);
  });
});
