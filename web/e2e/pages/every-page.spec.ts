import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { collectCspViolations, runPageToItsEnd } from '../support/csp';
import { lineBreakProblems } from '../support/line-breaks';
import { pageShown } from '../support/page-shown';
import { everyPage } from '../support/routes';

// Every page, opened once per project, gets every check that looks at a whole page: axe (issue 12), not one
// Content-Security-Policy violation (issue 12, item 5) and, in the desktop project, words that stay whole and no
// sideways scroll from 320 to 1440 px (issue 14). One load serves them all: loading each page once per check was
// most of the suite's time. Each check is a step and a soft assertion, so a failure names its check and page and
// the other checks still run. The screens opened on a page (popups, menus) have their own specs.

for (const target of everyPage) {
  test(`every page check: ${target.name}`, async ({ page }, testInfo) => {
    // Three checks on one load, the axe scan of a 50-card catalogue among them: more than one check's time.
    test.setTimeout(90_000);
    const cspViolations = await collectCspViolations(page);
    const response = await page.goto(target.path);
    await pageShown(page);

    await test.step('axe: no serious or critical violations', async () => {
      // First, on the page as it was loaded (not yet resized or scrolled).
      expect.soft(await seriousViolations(page), `axe violations on ${target.name}`).toEqual([]);
    });

    if (testInfo.project.name === 'desktop') {
      // The widths are set here, so one project is enough.
      await test.step('line breaks: words stay whole and no sideways scroll from 320 to 1440 px', async () => {
        expect.soft(await lineBreakProblems(page), `broken words or sideways scroll on ${target.name}`).toEqual([]);
      });
    }

    await test.step('CSP: the policy is sent and nothing is refused', async () => {
      expect.soft(response?.headers()['content-security-policy'], `CSP header of ${target.name}`).toContain("object-src 'none'");
      await runPageToItsEnd(page);
      expect.soft(cspViolations, `CSP violations on ${target.name}`).toEqual([]);
    });
  });
}
