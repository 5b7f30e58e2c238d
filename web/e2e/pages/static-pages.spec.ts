import { expect, test, type Locator } from '@playwright/test';

test('About Us: vision, mission and the team by role from the content layer', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(1);
});

test('Terms and Conditions: Portable Text body including the 3-day absence rule', async ({ page }) => {
  await page.goto('/TermsConditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.locator('article')).toContainText(/3 consecutive days/);
  expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(5);
});

test('Refund reuses the privacy policy text under its own title', async ({ page }) => {
  await page.goto('/PrivacyPolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const privacy = await page.locator('article').innerText();
  await page.goto('/Refund');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Refund/);
  expect(await page.locator('article').innerText()).toBe(privacy);
});

const imageShown = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

// Each thank-you page's way on, and the heading of the page it leads to.
for (const { path, action, href, destination } of [
  { path: '/contactus/thankyou', action: 'Browse courses', href: '/course', destination: /\/course$/ },
  { path: '/becomeatrainer/thankyou', action: 'Back to home', href: '/', destination: /\/$/ },
  {
    path: '/course/arts/acrylic-painting/thankyou',
    action: 'Back to courses',
    href: '/course/arts',
    destination: /\/course\/arts$/,
  },
]) {
  test(`thank-you page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    const image = page.getByRole('main').getByRole('img').first();
    await expect(image).toBeVisible();
    await imageShown(image);
    const link = page.getByRole('main').getByRole('link', { name: action });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(destination);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toHaveCount(0);
  });
}

test('the course thank-you page leads back to the courses of its category', async ({ page }) => {
  await page.goto('/course/arts/acrylic-painting/thankyou');
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/course\/arts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arts' })).toBeVisible();
  await expect(page.getByTestId('course-grid').getByRole('heading', { name: 'Acrylic Painting' })).toBeVisible();
});

test('sign-up verification: an inert form with email OTP and contact OTP', async ({ page }) => {
  await page.goto('/auth/SignUp/verification');
  await expect(page.getByLabel('Email OTP')).toBeVisible();
  await expect(page.getByLabel('Contact OTP')).toBeVisible();
  await page.getByLabel('Email OTP').fill('123456');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() !== 'GET') posted = true;
  });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/auth\/SignUp\/verification$/);
  await expect(page.getByLabel('Email OTP')).toHaveValue('123456');
  expect(posted).toBe(false);
});

test('any other path shows the 404 image page with a way back', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await imageShown(page.getByRole('img', { name: /not found/i }));
  // Issue 14: one heading says it (the picture has no words of its own), and there are two ways on.
  await expect(page.getByRole('main').getByText(/not found/i)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/course');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Explore categories' })).toBeVisible();
});
