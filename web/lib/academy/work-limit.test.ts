import { describe, expect, it } from 'vitest';
import { createWorkLimit } from './work-limit';

describe('createWorkLimit', () => {
  it('runs at most the limit at once, in arrival order, and keeps going after a failure', async () => {
    const limit = createWorkLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        if (i === 1) throw new Error('boom');
        return i;
      }),
    );
    const settled = Promise.allSettled(tasks);
    // Open each gate once its task has started; only two can be waiting at any moment.
    while (order.length < 6 || gates.length) {
      await new Promise((r) => setImmediate(r));
      expect(gates.length).toBeLessThanOrEqual(2);
      gates.shift()?.();
    }
    const results = await settled;
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
