import { expect, type Page } from '@playwright/test';

export type CspViolation = { directive: string; blocked: string; source: string; page: string };

/**
 * Collects what the browser refuses: `securitypolicyviolation` events from every document and frame (reported
 * through a binding that survives navigations), and console messages about the policies as a second witness.
 * Call it before the first navigation; the returned list fills as the page runs.
 */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, v: Omit<CspViolation, 'page'>) => {
    violations.push({ ...v, page: frame.url() });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation;
      report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    // Also a malformed Permissions-Policy header, which Chromium reports on the console only.
    if (/Content[ -]Security[ -]Policy|Permissions-Policy/i.test(message.text())) {
      violations.push({
        directive: 'console',
        blocked: message.text(),
        source: message.location().url,
        page: page.url(),
      });
    }
  });
  return violations;
}

/** The page has hydrated: a policy that blocked Next's scripts would leave it static and fail here. */
export async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.querySelector('body') && Object.keys(document.body).some((k) => k.startsWith('__react'))),
      ),
    )
    .toBe(true);
}

/**
 * Runs the rest of the page under the policy: it hydrates, and scrolled to its end, lazy images and anything
 * loaded on sight are fetched too. Afterwards `violations` holds everything refused since the page was opened.
 */
export async function runPageToItsEnd(page: Page) {
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}
