import { expect, test } from '@playwright/test';
import { failingBaseURL } from '../../playwright.config';
import { brokenWords, checkedWidths, sidewaysOverflow } from '../support/line-breaks';
import { pageShown } from '../support/page-shown';
import { failingPages, pages } from '../support/routes';

// Issue 14: no word on any page breaks inside itself, and no page scrolls sideways, at any width from 320 px up.
// The widths are set here, so one project is enough.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'every width is set by the test itself'));

for (const page of [...pages, ...failingPages.map((p) => ({ ...p, path: failingBaseURL + p.path }))]) {
  test(`${page.name}: words stay whole from 320 to 1440 px`, async ({ page: browserPage }) => {
    await browserPage.setViewportSize({ width: checkedWidths[0], height: 800 });
    await browserPage.goto(page.path);
    await pageShown(browserPage);
    const problems: string[] = [];
    for (const width of checkedWidths) {
      await browserPage.setViewportSize({ width, height: 800 });
      // A resize lays the page out again on the next frame.
      await browserPage.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const broken of await brokenWords(browserPage)) {
        problems.push(`${width} px: '${broken.word}' in <${broken.element}> "${broken.text}"`);
      }
      const overflow = await sidewaysOverflow(browserPage);
      if (overflow > 0) problems.push(`${width} px: the page is ${overflow} px wider than the window`);
    }
    expect(problems).toEqual([]);
  });
}
