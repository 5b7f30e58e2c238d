import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { isolateFromEnvFiles } from './test/env-isolation';
import { UNLIMITED_WRITES } from './test/unlimited-writes';

// Issue 51: the developer's root .env gives the tests their knobs only (E2E_PORT...), never the site's settings.
isolateFromEnvFiles();

// Browser tests run Debian's Chromium against the production build (`next build` first; NEXT_DIST_DIR names
// the build folder when it is not .next). Five app servers, each on its own copy of one prepared database: the app,
// a second one whose academy API is a dead address, for the spec's failure states, a third for the visual
// comparisons (e2e/visual), which no other test writes to, a fourth for the catalogue editor
// (e2e/staff/catalogue.spec.ts), whose new categories and courses would change what the other specs count, and a
// fifth whose content comes from Sanity's API, played by a stand-in Content Lake in a process of its own
// (test/content-lake.ts), for publishing in the Studio (e2e/content/publish.spec.ts). Another process is a real
// SMTP server that catches the app's mail (OTP codes, notifications) and shows it to the tests over HTTP.
const port = Number(process.env.E2E_PORT ?? 3200);
const failingPort = port + 1;
const mailHttpPort = port + 2;
const smtpPort = port + 3;
const visualPort = port + 4;
const consolePort = port + 5;
const contentLakePort = port + 6;
const publishingPort = port + 7;
const launcherPort = port + 8;
export const baseURL = `http://127.0.0.1:${port}`;
export const failingBaseURL = `http://127.0.0.1:${failingPort}`;
export const visualBaseURL = `http://127.0.0.1:${visualPort}`;
export const consoleBaseURL = `http://127.0.0.1:${consolePort}`;
export const mailCatcherURL = `http://127.0.0.1:${mailHttpPort}`;
export const contentLakeURL = `http://127.0.0.1:${contentLakePort}`;
export const publishingBaseURL = `http://127.0.0.1:${publishingPort}`;
/** The publishing server's webhook secret and dataset, as the Studio's webhook and the stand-in know them. */
export const PUBLISHING_WEBHOOK_SECRET = 'e2e-webhook-secret';
export const PUBLISHING_DATASET = 'production';

/**
 * The specs that run in the phone-sized project only: what a learner does with a thumb (issue 52's phone numbers), and
 * the language switch before any script has loaded, which a phone's slow network makes matter.
 */
const PHONE_ONLY = ['forms/phone-fields.spec.ts', 'i18n/switch-without-script.spec.ts'];

/**
 * The specs that also run in the phone-sized project: what a phone changes is the header's menu, the dialogs and the
 * forms inside them, touch on the course picker, and the staff console. A
 * form that behaves the same at every width runs at the desktop width only: its look at 360 px, its messages
 * included, is the visual project's (e2e/visual), and repeating its messages at 375 px tested the same code again.
 */
const MOBILE_SPECS = [
  'layout/header.spec.ts',
  'a11y/course-popups.spec.ts',
  'course/demo-and-enrolment.spec.ts',
  'forms/contact.spec.ts',
  'auth/signup.spec.ts',
  // Counsellors work from their phones (issue 28); the catalogue editor's pages are checked for sideways scroll.
  'staff/*.spec.ts',
  ...PHONE_ONLY,
].map((spec) => `**/e2e/${spec}`);

/**
 * The browser of every project: Debian's chromium-headless-shell, Chromium's old headless mode, which Playwright itself
 * runs headless tests in. On the 2-core CI machine it loads a page in half the time of the full browser's headless
 * mode (the login page 0.8 s against 1.5 to 2.3 s, measured side by side on an idle machine, issue 51), and the browser
 * step was the CI run's longest. The visual project's pictures are taken in it too: retaken there, 4 of 70 changed (the
 * 1280 px header a pixel apart, the Hindi home page's text by fractions of a pixel), and that project's test time went
 * from 699 s to 508 s. Where the shell is not installed, the full browser runs, and those four pictures differ.
 */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: existsSync(SHELL_PATH) ? SHELL_PATH : FULL_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    // The pinned font set: pages look the same whatever fonts the machine has (Debian's fonts-dejavu-core).
    env: { ...process.env, FONTCONFIG_FILE: path.resolve(import.meta.dirname, 'e2e/support/fonts.conf') },
  },
};

// What each app server writes to stderr, checked after the run (e2e/support/server-errors-teardown.ts).
const stderrFile = (serverPort: number) => path.join(tmpdir(), `e2e-server-stderr-${serverPort}.log`);
export const serverStderrLogs = [
  {
    label: 'The app server',
    file: stderrFile(port),
    // Nothing: every error this server writes fails the run.
    expected: [],
  },
  {
    label: 'The server of the catalogue editor',
    file: stderrFile(consolePort),
    expected: [],
  },
  {
    label: 'The server of the visual comparisons',
    file: stderrFile(visualPort),
    expected: [],
  },
  {
    label: 'The server reading content from the stand-in Content Lake',
    file: stderrFile(publishingPort),
    expected: [],
  },
  {
    label: 'The server with a dead academy API',
    file: stderrFile(failingPort),
    // Spec section 8: catalogue failures are logged; the pages show their error states. A cached read that fails
    // is logged by Next too (' ⨯ [TypeError: fetch failed]') before the page's own line.
    expected: [/^\[(api|home|catalogue|category|course page|forms)\] /, /^\s?⨯ \[TypeError: fetch failed\]/],
  },
];

/**
 * The admins e2e/staff signs in as, one per project so the two run side by side. Every admin below is in the prepared
 * database each app server copies (e2e/support/prepare-database.ts); their links are in staffLinksFile(port).
 */
export const STAFF_ADMINS = ['admin.desktop@academy.test', 'admin.mobile@academy.test'];
/** The member e2e/auth/account-page.spec.ts moves a learner's lead with, on the app server (desktop only). */
export const ACCOUNT_STAFF = 'account.desktop@academy.test';
/** The member e2e/course/demo-booking.spec.ts marks a demo class attended with (desktop only). */
export const DEMO_STAFF = 'demos.desktop@academy.test';
/** The admin e2e/i18n/hindi-every-page.spec.ts walks the console in Hindi as (desktop only). */
export const HINDI_STAFF = 'hindi.desktop@academy.test';
/**
 * The members e2e/staff/counsellor-day.spec.ts works a day of leads as, one per project, and the one its keyboard
 * test signs in as (each member's one-time link sets a password once, so no two tests running at once share one).
 */
export const DAY_STAFF = ['day.desktop@academy.test', 'day.mobile@academy.test', 'keys.desktop@academy.test'];
/**
 * The admins e2e/staff/live-console.spec.ts signs in as: one per project watches new leads come in, one per project
 * edits a WhatsApp message (each member's one-time link sets a password once).
 */
export const LIVE_STAFF = ['live.desktop@academy.test', 'live.mobile@academy.test'];
export const MESSAGE_STAFF = ['messages.desktop@academy.test', 'messages.mobile@academy.test'];
/** The catalogue editor's admins (e2e/staff/catalogue.spec.ts), one per project, and their links on its server. */
export const CATALOGUE_ADMINS = ['catalogue.desktop@academy.test', 'catalogue.mobile@academy.test'];
/** The admin e2e/payments/pay-at-enrolment.spec.ts opens the paid lead's invoice as, on the payments server. */
export const PAYMENT_STAFF = 'payments.desktop@academy.test';
/** The counsellor e2e/payments/payment-link.spec.ts sends a payment link as (an admin; desktop only). */
export const LINK_STAFF = 'links.desktop@academy.test';
export const staffLinksFile = (serverPort: number) => path.join(tmpdir(), `e2e-staff-links-${serverPort}.json`);
/** A server's clock (CLOCK_OFFSET_FILE, web/lib/clock.ts): a test writes seconds here to move it past a demo class. */
export const clockFile = (serverPort: number) => path.join(tmpdir(), `e2e-clock-${serverPort}`);
/** The clock of the app server the tests use. */
export const CLOCK_FILE = clockFile(port);
/** The links of the app server the tests use. */
export const STAFF_LINKS_FILE = staffLinksFile(port);
export const CATALOGUE_LINKS_FILE = staffLinksFile(consolePort);

const serverEnv = { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next', NEXT_TELEMETRY_DISABLED: '1' };

/** The app as the tests use it: its own stderr log, its address, the preview secret and the test mail server. */
const appServerEnv = (serverPort: number, url: string) => ({
  ...serverEnv,
  E2E_SERVER_STDERR: stderrFile(serverPort),
  SITE_URL: url,
  PREVIEW_SECRET: 'e2e-preview-secret',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Every test address is @example.in and the suite sends many codes a minute: the mail budgets would refuse
  // them (test/api/abuse-limits.test.ts tests those). A 5 s login delay lets a browser reach it reliably. The
  // write limits would refuse the suite's many reviews and requests (test/unlimited-writes.ts).
  OTP_MAILS_PER_MINUTE: '100000',
  OTP_MAILS_PER_DOMAIN_PER_MINUTE: '100000',
  LOGIN_DELAY_BASE_SECONDS: '5',
  ...UNLIMITED_WRITES,
  // No 9:00 IST digest of due leads (issue 54; test/api/staff-follow-ups.test.ts tests it): the specs move the clock
  // to a morning, and a digest would land in a member's mailbox in the middle of their sign-in.
  DUE_DIGESTS: 'off',
  // The one-time links of the admins the prepared database holds (e2e/support/start-servers.mjs), on this server.
  E2E_STAFF_LINKS: staffLinksFile(serverPort),
  CLOCK_OFFSET_FILE: clockFile(serverPort),
});

/** A server e2e/support/start-servers.mjs starts: `database` ones start on a copy of the prepared database. */
type TestServer = { name: string; command: string[]; env: Record<string, string>; health: string; database?: true };
const appServer = (name: string, serverPort: number, url: string, env: Record<string, string> = {}): TestServer => ({
  name,
  command: ['node', 'e2e/support/serve.mjs', String(serverPort)],
  env: { ...appServerEnv(serverPort, url), ...env },
  health: `${url}/api/health`,
  database: true,
});
const servers: TestServer[] = [
  {
    name: 'the mail catcher',
    command: ['node', 'e2e/support/mail-catcher.mjs', String(mailHttpPort), String(smtpPort)],
    env: {},
    health: `${mailCatcherURL}/health`,
  },
  {
    name: 'the stand-in Content Lake',
    command: ['node', '--import', 'tsx', 'e2e/support/content-lake.ts', String(contentLakePort)],
    env: {},
    health: `${contentLakeURL}/health`,
  },
  {
    name: 'the app server with a dead academy API',
    command: ['node', 'e2e/support/serve.mjs', String(failingPort)],
    env: {
      ...serverEnv,
      E2E_SERVER_STDERR: stderrFile(failingPort),
      SITE_URL: failingBaseURL,
      ACADEMY_API_URL: 'http://127.0.0.1:9/api',
    },
    health: `${failingBaseURL}/robots.txt`,
  },
  appServer('the app server', port, baseURL),
  // The visual comparisons' server: no other test writes to its database.
  appServer('the server of the visual comparisons', visualPort, visualBaseURL),
  // Also the server with payments (issue 55): its own Razorpay sandbox (e2e/payments), which the main server's
  // enrolments must not meet (they return to the course 3 s after the thank-you page, spec section 4).
  appServer('the server of the catalogue editor and payments', consolePort, consoleBaseURL, { PAYMENTS: 'sandbox' }),
  appServer('the server reading content from the stand-in Content Lake', publishingPort, publishingBaseURL, {
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin0',
    NEXT_PUBLIC_SANITY_DATASET: PUBLISHING_DATASET,
    SANITY_API_HOST: contentLakeURL,
    SANITY_REVALIDATE_SECRET: PUBLISHING_WEBHOOK_SECRET,
  }),
];

export default defineConfig({
  testDir: './e2e',
  testIgnore: ['**/support/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  globalTeardown: './e2e/support/server-errors-teardown.ts',
  reporter: [
    ['list'],
    ['./e2e/support/slowest-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL,
    // Recording a trace took a quarter of each test's time (the home, catalogue, page and layout specs: 263 and 278 s
    // of test time with a trace of every test kept on failure, 183 and 219 s without, issue 51). Under CI a failing
    // test is traced on its second run, the one the retry makes; a developer's run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...chromium,
  },
  // Committed reference pictures, one per name (they are taken with Debian's Chromium on Linux only).
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  expect: {
    timeout: 10_000,
    // Antialiasing may differ in a few pixels between runs; a changed style changes thousands.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001 },
  },
  projects: [
    // A phone runs what changes with the screen: the header and its menu, the dialogs and the forms. Everything
    // else behaves the same at any width and runs at the desktop width only; every page at 360 and 1280 px (laid out
    // again from 320 to 1440 px), axe at a phone's width included, is the visual project's.
    // Tests tagged @any-width in those specs check what no width changes (a server's refusal, a countdown, a retry, a
    // stored record, a redirect): the phone leaves them to the desktop project. Issue 51: about 75 s of the browser
    // step's test time, and the countdowns that flaked at 375 px on a loaded machine.
    {
      name: 'mobile',
      testMatch: MOBILE_SPECS,
      grepInvert: /@any-width/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: ['**/support/**', ...PHONE_ONLY.map((spec) => `**/e2e/${spec}`)],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Every page once at 360 and once at 1280 px, with every whole-page check on that visit: its picture, axe, CSP,
    // line breaks (e2e/visual/pages.visual.ts); the header, footer and contact form at 768 px too. `npm run
    // test:visual` (or :update) runs this one alone; it sets its own widths.
    { name: 'visual', testMatch: '**/*.visual.ts', use: { baseURL: visualBaseURL } },
  ],
  // One entry: e2e/support/start-servers.mjs starts every server below side by side on copies of one prepared
  // database (Playwright would start its entries one after another), and answers on its own port once all are up.
  webServer: {
    command: `node e2e/support/start-servers.mjs ${launcherPort}`,
    url: `http://127.0.0.1:${launcherPort}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets each serve.mjs stop Next and delete its temporary database (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      E2E_STAFF_ADMINS: [
        ...STAFF_ADMINS,
        ACCOUNT_STAFF,
        DEMO_STAFF,
        HINDI_STAFF,
        ...DAY_STAFF,
        ...LIVE_STAFF,
        ...MESSAGE_STAFF,
        ...CATALOGUE_ADMINS,
        PAYMENT_STAFF,
        LINK_STAFF,
      ].join(','),
      E2E_SERVERS: JSON.stringify(servers),
    },
  },
});
