import 'server-only';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: optionalString,
  // 'off' gives up the embedded database's durability through power loss for write speed (benchmarks, throwaway demos).
  PGLITE_FSYNC: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('on')),
  // 'on' prints every SQL statement to the log (diagnosis, and the GraphQL round-trip test).
  DB_LOG_QUERIES: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('off')),
  // PostgreSQL (issue 27): a new connection's handshake, and a call's wait for a free one of the pool's 10, may take
  // this long; each statement may take DB_QUERY_TIMEOUT_MS. Past either the call answers 503, so a server that
  // stalls cannot hold requests: keep them under 2 s. Scripts that load data (npm run seed) are not bound by them.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_500),
  SMTP_URL: optionalUrl,
  // The sender of every mail ('Name <address>'), set by an operator to override the site settings' (Studio, Contact
  // tab); unset, those are used, else lib/mail/sender.ts's default. No default here: set and unset must differ.
  MAIL_FROM: optionalString,
  ACADEMY_INBOX: z.string().default('hello@academy.local'),
  // The outbox's senders in each server process (lib/mail/worker.ts), and the first wait before a failed mail is
  // tried again (doubled each time, at most an hour), for MAIL_RETRY_HOURS.
  MAIL_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  MAIL_RETRY_HOURS: z.coerce.number().positive().max(720).default(24),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  // Issue 53: how many hours before a booked demo class its learner is reminded, one mail each ('24,2'; '' for none).
  DEMO_REMINDER_HOURS: z
    .string()
    .default('24,2')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(
      z
        .array(
          z
            .number()
            .min(0)
            .max(24 * 30),
        )
        .max(5),
    ),
  // Tests only (lib/clock.ts): a file holding seconds to add to the site's clock, read as it changes, so a browser test
  // can move a running server past a demo's time. Unset, the clock is the machine's.
  CLOCK_OFFSET_FILE: optionalString,
  NEXT_PUBLIC_SANITY_PROJECT_ID: optionalString,
  NEXT_PUBLIC_SANITY_DATASET: optionalString,
  SANITY_API_READ_TOKEN: optionalString,
  // Another address for Sanity's API than the project's own (a proxy in front of it, the tests' stand-in Content Lake).
  SANITY_API_HOST: optionalUrl,
  SANITY_REVALIDATE_SECRET: optionalString,
  PREVIEW_SECRET: optionalString,
  // The Sanity Studio allowed to show the site in its Presentation tool (CSP frame-ancestors); only its origin counts.
  SANITY_STUDIO_ORIGIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  ACADEMY_API_URL: optionalUrl,
  // Several instances (issue 11): the shared 'use cache' entries and tag revalidations; unset = in-process caches.
  REDIS_URL: optionalUrl.refine(
    (v) => v === undefined || /^rediss?:$/.test(new URL(v).protocol),
    'must be a redis:// or rediss:// URL',
  ),
  // Namespace of this site's keys in that Redis, so several sites (or test runs) can share one server.
  REDIS_KEY_PREFIX: z.string().default('academy:'),
  // How long opening the Redis connection may take before it counts as down (read by lib/redis/connection.ts).
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // Write API (issue 3). Proxies in front of the app whose X-Forwarded-For entries are trusted; 0 = none, so
  // the client address is unknown and per-IP limits are skipped (a direct client could forge the header).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Optional pepper for OTP hashes, so a leaked otp_codes table cannot be brute-forced offline.
  AUTH_SECRET: optionalString,
  OTP_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  // Abuse limits (issue 12; the design is in web/lib/academy/limits.ts). Per account: this many failed logins
  // cost nothing, then each further attempt waits BASE, 2 x BASE, 4 x BASE ... seconds, never more than CAP.
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(1),
  LOGIN_DELAY_CAP_SECONDS: z.coerce.number().positive().max(3600).default(60),
  // Per email: after a code is sent the next waits BASE, then 2 x BASE ... seconds, never more than CAP.
  OTP_RESEND_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  OTP_RESEND_CAP_SECONDS: z.coerce.number().positive().max(3600).default(300),
  // OTP mails the whole site, and any one recipient domain, may send per minute (with or without client address).
  OTP_MAILS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OTP_MAILS_PER_DOMAIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // The proof of work a browser does for a client pass (lib/academy/client-pass.ts): leading zero bits of a SHA-256,
  // about 2^N hashes; up to 6 more while the site's OTP budget is being spent fast.
  OTP_PASS_DIFFICULTY: z.coerce.number().int().min(0).max(24).default(16),
  // Staff sign in with their password, then a 6-digit code mailed to them (issue 28). 'off' skips the code: for
  // development only (the server warns at start).
  STAFF_SECOND_FACTOR: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('on')),
  // Issue 54: each member's 9:00 IST mail of the leads they own that are due today or overdue ('off': none; the
  // tests' servers turn it off unless a test asks for it).
  DUE_DIGESTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('on')),
  // Anonymous writes (issue 27; the design is in web/lib/academy/limits.ts), per hour. Per client (a learner's
  // account, else the address when TRUST_PROXY makes it known, else the browser's client pass) and per course
  // for all clients together, shared by standing: writes from no known client spend at most a third of a course's
  // budget, passes and addresses half, fresh accounts three quarters, accounts with history all of it (issue 50).
  REVIEWS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(5),
  REVIEWS_PER_COURSE_PER_HOUR: z.coerce.number().int().positive().default(20),
  // Enrolments, demo requests and enquiries, each kind counted on its own; trainer applications per client, and
  // REQUESTS_PER_COURSE_PER_HOUR of them for the whole site.
  REQUESTS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(10),
  REQUESTS_PER_COURSE_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Notifications to ACADEMY_INBOX: this many go out one by one; past them they are held and mailed together as
  // one digest, at most one mail every INBOX_DIGEST_EVERY_SECONDS (the burst refills at that pace too).
  INBOX_MAILS_AT_ONCE: z.coerce.number().int().positive().default(10),
  INBOX_DIGEST_EVERY_SECONDS: z.coerce.number().positive().max(86_400).default(180),
  // Issue 55, fees paid online (lib/payments/config.ts reads these; docs/payments.md). Unset, payments are on when
  // both Razorpay keys are set; 'sandbox' serves the local stand-in (app/api/payments-sandbox) and talks to it, with
  // its test keys unless keys are given; 'off' turns payments off whatever is set.
  PAYMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'off']).optional()),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  // Razorpay's REST API (https://api.razorpay.com/v1) and Checkout script; another address for either: a proxy, or
  // a sandbox served by another instance (the payment tests).
  RAZORPAY_API_BASE: optionalUrl,
  RAZORPAY_CHECKOUT_SCRIPT: optionalUrl,
  // The sandbox's webhook target: this site's own webhook unless set (another instance's, in the payment tests).
  PAYMENTS_SANDBOX_WEBHOOK_URL: optionalUrl,
  // The seller on GST tax invoices (lib/invoices): the academy's legal name, its address on one line (commas between
  // its parts), its GSTIN, whose first two digits are its state's GST code (36, Telangana). Under test payments they
  // default to a sample; live Razorpay keys without ACADEMY_GSTIN stop the start (docs/payments.md, going live).
  ACADEMY_LEGAL_NAME: optionalString,
  ACADEMY_ADDRESS: optionalString,
  ACADEMY_GSTIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a GSTIN is 15 characters, as 36AABCA1234K1Z5')
      .optional(),
  ),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const { data } = parsed;
  if (data.PAYMENTS !== 'off' && data.RAZORPAY_KEY_ID?.startsWith('rzp_live_') && !data.ACADEMY_GSTIN)
    throw new Error('Invalid configuration: ACADEMY_GSTIN: live Razorpay keys need the GSTIN their tax invoices show');
  return data;
}

export const env = load();
