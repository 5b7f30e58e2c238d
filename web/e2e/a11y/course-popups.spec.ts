import { expect, test, type Page } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { seriousViolations } from '../support/axe';
import { pageShown } from '../support/page-shown';

const coursePath = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;

const instructorCard = (page: Page) =>
  page
    .getByRole('region', { name: 'Instructors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();

const popups: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'demo request (Contact Us)',
    open: (page) => page.getByRole('button', { name: 'Contact Us', exact: true }).click(),
  },
  {
    name: 'trainer demo (View Demo)',
    open: (page) => instructorCard(page).getByRole('button', { name: 'View Demo' }).click(),
  },
  {
    name: 'enrolment (Enroll Now)',
    open: (page) => instructorCard(page).getByRole('button', { name: 'Enroll Now' }).click(),
  },
];

for (const popup of popups) {
  test(`course page with the ${popup.name} popup open: no serious or critical axe violations`, async ({ page }) => {
    await page.goto(coursePath);
    await pageShown(page);
    await popup.open(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The popup's content has arrived (the trainer demo loads its trainer first).
    await expect(dialog.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it and focus returns to the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
