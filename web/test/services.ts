import Redis from 'ioredis';
import pg from 'pg';

/**
 * The machine's PostgreSQL and Redis, for the tests that need a real one beside the configured database (an outage,
 * two instances, a seed into an empty database). Where one is missing those tests are skipped, with the reason in
 * their name; under CI=true a missing service fails the run instead, so a CI machine without it is never green
 * by skipping.
 */
export const postgresUrl = process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || '';
export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Why a service cannot be used ('' when it can); throws under CI=true. */
async function missing(
  label: string,
  url: string,
  answers: (url: string) => Promise<boolean>,
  variable: string,
): Promise<string> {
  const reason = !url ? `needs ${variable}` : (await answers(url)) ? '' : `nothing answers at ${withoutPassword(url)}`;
  if (reason && process.env.CI) throw new Error(`${label} is required under CI=true: the test ${reason}`);
  return reason;
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** '' when PostgreSQL answers, else why not (for a test's name and `skipIf`). */
export const postgresMissing = () =>
  missing('PostgreSQL', postgresUrl, postgresAnswers, 'TEST_POSTGRES_URL or DATABASE_URL');
/** '' when Redis answers, else why not. */
export const redisMissing = () => missing('Redis', redisUrl, redisAnswers, 'TEST_REDIS_URL');
