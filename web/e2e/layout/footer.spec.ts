import { expect, test } from '@playwright/test';
import { CATEGORY_SLUGS } from '../../lib/db/seed/facts';

test('footer: blurb, category and company links, contact, social, policies, copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const categories = footer.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(categories).toHaveCount(7);
  expect(await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    CATEGORY_SLUGS.map((slug) => `/course/${slug}`),
  );
  const company = footer.getByRole('navigation', { name: 'Company' }).getByRole('link');
  await expect(company).toHaveText(['About Us', 'Courses', 'Become A Trainer', 'Contact Us']);
  expect(await company.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/about',
    '/course',
    '/becomeatrainer',
    '/contactus',
  ]);
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
  await expect(footer.locator('address')).toContainText('Secunderabad');
  for (const network of ['Instagram', 'X', 'Facebook', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/PrivacyPolicy');
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/TermsConditions');
  await expect(footer.getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/Refund');
  await expect(footer).toContainText(/© 2024 .+/);
  await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('every link of the footer to this site answers with its page', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('contentinfo')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  // 7 categories, 4 company pages, 3 policies and the page in Hindi (issue 33).
  expect(hrefs).toHaveLength(15);
  expect(hrefs).toContain('/hi');
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(new URL(response.url()).pathname, href).toBe(href);
  }
});

test('every footer category link opens its category page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Design Skills' }).click();
  await expect(page).toHaveURL(/\/course\/design-skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design Skills' })).toBeVisible();
});

test('the footer policy and company links open their pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/TermsConditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});
