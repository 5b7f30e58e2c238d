import { expect, test } from '@playwright/test';

const categorySlugs = [
  'arts', 'dance-and-music', 'design-skills', 'health-and-wellness', 'hobbies-and-lifestyle', 'technology',
  'languages-and-communication',
];

test('footer: blurb, category and company links, contact, social, policies, copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const categories = footer.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(categories).toHaveCount(7);
  expect(await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    categorySlugs.map((slug) => `/course/${slug}`),
  );
  const company = footer.getByRole('navigation', { name: 'Company' });
  for (const label of ['About Us', 'Courses', 'Become A Trainer', 'Contact Us']) {
    await expect(company.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
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

test('every footer category link opens its category page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Design Skills' }).click();
  await expect(page).toHaveURL(/\/course\/design-skills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design Skills' })).toBeVisible();
});
