import { expect, test, type Page } from '@playwright/test';

// Issue 32: the embedded content's site settings set a WhatsApp number (+91 90000 00000).
const CHAT = 'https://wa.me/919000000000';

/** The chat button's address, split into the chat and the message typed in. */
async function chatLink(page: Page) {
  const link = page.getByRole('link', { name: 'Chat on WhatsApp', exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const url = new URL((await link.getAttribute('href'))!);
  return { chat: url.origin + url.pathname, text: url.searchParams.get('text') ?? '' };
}

test('every page has a Chat on WhatsApp button; on a course page its message names the course and its address', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  expect(await chatLink(page)).toEqual({
    chat: CHAT,
    text: 'Hello Skills Academy, I have a question about your classes.',
  });
  await page.goto('/course/dance-and-music/guitar');
  await expect(page.getByRole('heading', { name: 'Guitar', level: 1 })).toBeVisible();
  // The course page tells the button about its course once its script runs (the button is the layout's): until then
  // the greeting (a CI run read it before hydration).
  await expect.poll(async () => (await chatLink(page)).text).toContain('the Guitar course');
  const onCourse = await chatLink(page);
  expect(onCourse.chat).toBe(CHAT);
  expect(onCourse.text).toContain('the Guitar course');
  expect(onCourse.text).toContain(`${new URL(page.url()).origin}/course/dance-and-music/guitar`);
  // Leaving for another page in the app (the course page stays behind, hidden): the greeting again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(async () => (await chatLink(page)).text)
    .toBe('Hello Skills Academy, I have a question about your classes.');
  for (const path of ['/course', '/course/arts', '/contactus', '/PrivacyPolicy', '/auth/Login']) {
    await page.goto(path);
    expect((await chatLink(page)).chat, path).toBe(CHAT);
  }
  // Not in the staff console: counsellors do not chat with their own academy.
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp', exact: true })).toBeHidden();
  // A plain link: nothing of WhatsApp's (or anyone else's) is loaded for it.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
});

test("the contact page lists the WhatsApp number; the course page's share list shares its name and address", async ({
  page,
}) => {
  await page.goto('/contactus');
  const details = page.getByRole('complementary', { name: 'Reach us directly' });
  const number = details.getByRole('link', { name: /\+91 90000 00000/ });
  await expect(number).toHaveAttribute('href', CHAT);
  await expect(details.getByText('WhatsApp', { exact: true })).toBeVisible();
  await page.goto('/course/dance-and-music/guitar');
  const share = page.getByRole('list', { name: 'Share this course' }).getByRole('link', { name: 'Share on WhatsApp' });
  const url = new URL((await share.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  expect(url.searchParams.get('text')).toBe(`Guitar ${new URL(page.url()).origin}/course/dance-and-music/guitar`);
});

test('on a phone the button is a round icon with its name kept, and the footer ends clear of it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const button = page.getByRole('link', { name: 'Chat on WhatsApp', exact: true });
  const box = (await button.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(56);
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy Policy', 'Terms and Conditions', 'Refund']) {
    const link = (await footer.getByRole('link', { name }).boundingBox())!;
    const button = (await page.getByRole('link', { name: 'Chat on WhatsApp', exact: true }).boundingBox())!;
    const overlaps =
      link.x < button.x + button.width &&
      button.x < link.x + link.width &&
      link.y < button.y + button.height &&
      button.y < link.y + link.height;
    expect(overlaps, name).toBe(false);
  }
});

test('pressing the button tells the academy the page the chat was opened from, and nothing goes before', async ({
  page,
  context,
}) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/whatsapp-clicks')) beacons.push(request.postData() ?? '');
  });
  // WhatsApp cannot be reached from the test machines: the chat's new tab is answered here.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
  await page.goto('/course/dance-and-music/guitar');
  await expect.poll(async () => (await chatLink(page)).text).toContain('the Guitar course');
  expect(beacons).toEqual([]);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/whatsapp-clicks'));
  const chat = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Chat on WhatsApp', exact: true }).click();
  const beacon = await sent;
  expect(JSON.parse(beacon.postData()!)).toEqual({ path: '/course/dance-and-music/guitar' });
  expect((await beacon.response())?.status()).toBe(202);
  await (await chat).close();
});
