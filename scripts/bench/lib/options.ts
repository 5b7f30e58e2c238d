/**
 * The command-line options every load benchmark takes (each also read from its BENCH_* variable): which servers,
 * which catalogue, and how long and how hard to load them.
 */
const env = process.env;

export const loadOptions = {
  targets: { type: 'string', default: env.BENCH_TARGETS ?? (env.DATABASE_URL ? 'pglite,postgres' : 'pglite') },
  large: { type: 'boolean', default: env.BENCH_LARGE === '1' },
  duration: { type: 'string', default: env.BENCH_DURATION ?? '5' },
  connections: { type: 'string', default: env.BENCH_CONNECTIONS ?? '10,50' },
} as const;

/** Seconds per measurement and the connection counts, as numbers; exits with a message when they are not whole and above 0. */
export function loadSettings(values: { duration: string; connections: string }) {
  const duration = Number(values.duration);
  const connections = values.connections.split(',').map(Number);
  const positive = (n: number) => Number.isInteger(n) && n > 0;
  if (!positive(duration) || !connections.every(positive)) {
    console.error(
      `--duration and --connections take whole numbers above 0 (got ${values.duration}, ${values.connections})`,
    );
    process.exit(2);
  }
  return { duration, connections };
}
