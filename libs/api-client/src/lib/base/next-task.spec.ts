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
});
