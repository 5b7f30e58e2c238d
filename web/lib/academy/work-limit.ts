/**
 * Runs at most `limit` tasks at once; later ones wait their turn in arrival order. Used to bound memory-heavy work
 * (decoding photos) so a burst of uploads queues instead of decoding all at once.
 */
export function createWorkLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
