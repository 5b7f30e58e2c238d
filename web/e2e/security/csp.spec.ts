import { expect, test, type Response } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { png } from '../../test/photos';
import { createAccount } from '../support/accounts';
import { collectCspViolations, hydrated } from '../support/csp';
import { freshEmail } from '../support/forms';
import { pageShown } from '../support/page-shown';

// Issue 12, item 5: not one Content-Security-Policy violation anywhere on the site. Every page is checked on its
// own in e2e/visual/pages.visual.ts; here are the course popups with the demo video, the review photo preview,
// the account screens (nonce policy) and draft preview, and a check that the collector notices a violation.

/**
 * The nonces of the scripts in the HTML the server sent (data blocks such as JSON-LD aside). Scripts that Next's
 * runtime adds later carry none: 'strict-dynamic' lets trusted scripts load them.
 */
async function htmlScriptNonces(response: Response | null): Promise<Set<string | undefined>> {
  const html = (await response?.text()) ?? '';
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('application/ld+json'));
  expect(tags.length).toBeGreaterThan(3);
  return new Set(tags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1]));
}

const coursePath = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;

test('course page: the demo video popup (YouTube embed), the enrolment popup and the review photo preview', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  await page.goto(coursePath);
  await pageShown(page);
  await hydrated(page);

  const instructor = page
    .getByRole('region', { name: 'Instructors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  await instructor.getByRole('button', { name: 'View Demo' }).click();
  const demo = page.getByRole('dialog', { name: 'Trainer Demo' });
  const video = demo.locator('iframe');
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  // The frame's navigation has run its course (here without internet it ends on an error page); a frame-src
  // refusal would have been reported by then.
  const frame = await (await video.elementHandle())?.contentFrame();
  await frame?.waitForLoadState('load');
  await page.keyboard.press('Escape');
  await expect(demo).toBeHidden();

  await instructor.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const rateForm = page.getByRole('form', { name: 'Rate this course' });
  await expect(rateForm.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await rateForm
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(64, 64) });
  const preview = rateForm.getByRole('img', { name: 'Preview of the chosen photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Drawn: the blob: image was allowed to load.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  expect(violations).toEqual([]);
});

test('account screens run under the nonce policy: every script carries it, and logging in works', async ({ page }) => {
  const violations = await collectCspViolations(page);
  const email = freshEmail('csp');
  await createAccount(page.request, { email, password: 'Correct#1' });
  const response = await page.goto('/auth/Login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await pageShown(page);
  await hydrated(page);
  expect(await htmlScriptNonces(response)).toEqual(new Set([nonce]));

  // Client-side navigations between the account screens and on to the home page keep working under it.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.goto('/auth/Login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Correct#1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await pageShown(page);
  expect(violations).toEqual([]);
});

test('draft preview: pages render with a nonce policy and show the banner, with no violation', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/api/draft-mode/enable?secret=e2e-preview-secret&redirect=/about');
  await expect(page).toHaveURL(/\/about$/);
  const banner = page.getByRole('status').filter({ hasText: 'Preview' });
  for (const path of ['/about', '/', coursePath, '/course', '/no-such-page']) {
    const response = await page.goto(path);
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, path).toBeTruthy();
    await expect(banner).toBeVisible();
    await pageShown(page);
    await hydrated(page);
    expect(await htmlScriptNonces(response), path).toEqual(new Set([nonce]));
  }
  await banner.getByRole('link', { name: 'Exit preview' }).click();
  await expect(banner).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the collector would notice a violation (an image from a host the policy does not allow)', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/about');
  await pageShown(page);
  await page.evaluate(() => {
    const img = new Image();
    img.src = 'https://evil.example/pixel.png';
    document.body.append(img);
  });
  await expect.poll(() => violations.map((v) => v.directive).sort()).toEqual(['console', 'img-src']);
});
