/**
 * Values by key, the most recently kept last: past `maxWeight` in all (each value weighs `weigh(value)`, 1 unless
 * given), the least recently kept are dropped first. It imports nothing, so the proxy's bundle may hold one too.
 */
export class RecentlyUsed<V> {
  private readonly byKey = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    return this.byKey.get(key);
  }

  /** Keeps `value` as the most recently used: it is never the one dropped while it weighs less than the bound. */
  keep(key: string, value: V) {
    this.delete(key);
    this.byKey.set(key, value);
    this.weight += this.weigh(value);
    for (const [oldest] of this.byKey) {
      if (this.weight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const value = this.byKey.get(key);
    if (value === undefined) return;
    this.byKey.delete(key);
    this.weight -= this.weigh(value);
  }
}
