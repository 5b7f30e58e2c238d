import { expect, test } from '@playwright/test';
import { LIVE_STAFF, MESSAGE_STAFF } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { sidewaysOverflow } from '../support/line-breaks';
import { signInPreparedMember } from '../support/staff';

// Issue 54's open console, at 1280 and 375 px: a new lead shows in the list without a reload and is counted in the
// tab's title until the counsellor acts; the list sorts by a column; an admin edits a kind of lead's WhatsApp message
// and a lead's page types it in.
const PASSWORD = 'veena-and-mridangam-7';

/** Letters only (the enquiry form takes no digits), new on every run and attempt. */
const uniqueWord = () =>
  Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);

const enquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.in`,
  phonenumber: '9876512345',
  courseName: 'Guitar',
  message: 'Is there a weekend batch?',
});

test('a new lead shows in the open list without a reload, counted in the title; the list sorts by name', async ({
  page,
  request,
}, testInfo) => {
  const word = uniqueWord();
  expect((await request.post('/api/contactUs/contactUs', { data: enquiry(`Zubin ${word}`) })).status()).toBe(201);
  await signInPreparedMember(page, LIVE_STAFF[testInfo.project.name === 'mobile' ? 1 : 0]!, PASSWORD);
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Search by name, email or phone').fill(word);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('row')).toHaveCount(2);
  await leads.getByRole('checkbox', { name: `Select Zubin ${word}` }).check();
  // Marked, so a reload would show: the page the lead appears on is this one.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  expect((await request.post('/api/contactUs/contactUs', { data: enquiry(`Asha ${word}`) })).status()).toBe(201);
  // The console looks again when its tab comes back into view (and every 15 seconds).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(leads.getByRole('row', { name: new RegExp(`Asha ${word}`) })).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) Leads/);
  await expect(page.getByRole('banner').getByRole('link', { name: '1 new lead' })).toBeVisible();
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  // What was selected stays selected.
  await expect(page.getByRole('region', { name: 'Change the selected leads' })).toContainText('1 lead selected');
  await expect(leads.getByRole('checkbox', { name: `Select Zubin ${word}` })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('new-lead.png') });
  // The counsellor acts: the count goes.
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle(/^Leads/);

  // Newest first by default; by name from the header (on a phone, from the orders above the cards).
  const names = async () =>
    (await leads.getByRole('row').allInnerTexts()).slice(1).map((row) => (row.includes('Asha') ? 'Asha' : 'Zubin'));
  expect(await names()).toEqual(['Asha', 'Zubin']);
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Oldest first' }).click();
  } else {
    await leads
      .getByRole('columnheader', { name: /^Received/ })
      .getByRole('link')
      .click();
    await expect(leads.getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect(page).toHaveURL(/sort=received/);
  await expect.poll(names).toEqual(['Zubin', 'Asha']);
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Name A to Z' }).click();
  } else {
    await leads.getByRole('columnheader', { name: /^Name/ }).getByRole('link').click();
    await expect(leads.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(names).toEqual(['Asha', 'Zubin']);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('sorted.png'), fullPage: true });
});

test("an admin edits the enquiry's WhatsApp message with a preview; a lead's page types it in; a counsellor's lead categories", async ({
  page,
  request,
}, testInfo) => {
  const word = uniqueWord();
  const sent = await request.post('/api/contactUs/contactUs', { data: enquiry(`Meera ${word}`) });
  expect(sent.status()).toBe(201);
  await signInPreparedMember(page, MESSAGE_STAFF[testInfo.project.name === 'mobile' ? 1 : 0]!, PASSWORD);
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'WhatsApp' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WhatsApp messages');
  const form = page.getByRole('form', { name: 'Enquiry' });
  const english = form.getByLabel('Message in English');
  await english.fill('Hi {name}, call {phone}?');
  await form.getByRole('button', { name: 'Save messages' }).click();
  await expect(form.getByText('Use only the name and the course in braces')).toBeVisible();
  // The same words in both projects, so whichever saves last, the lead's page reads them.
  await english.fill('Hi {name}! About {course}: shall we call you today?');
  await expect(form.getByText('Preview: Hi Asha! About Kathak for Beginners: shall we call you today?')).toBeVisible();
  await form.getByRole('button', { name: 'Save messages' }).click();
  await expect(form.getByRole('status')).toHaveText('Messages saved.');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('whatsapp-messages.png'), fullPage: true });

  await page.goto('/staff');
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Search by name, email or phone').fill(word);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row')).toHaveCount(2);
  await page
    .getByRole('table', { name: 'Leads' })
    .getByRole('link', { name: `Meera ${word}` })
    .click();
  const chat = page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'WhatsApp', exact: true });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.searchParams.get('text')).toBe('Hi Meera! About Guitar: shall we call you today?');
  await expect(
    page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'WhatsApp in हिन्दी' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lead-whatsapp.png') });

  // The Team page: the counsellor an admin invites takes leads of any category until the admin chooses some.
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Team' }).click();
  const invite = page.getByRole('form', { name: 'Invite a member' });
  const email = `counsellor.${word}@example.in`;
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Counsellor: works leads' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('table', { name: 'Staff members' }).getByRole('row').filter({ hasText: email });
  await row.getByText('Any category').click();
  const categories = row.getByRole('form', { name: /^Lead categories of / });
  const first = categories.getByRole('checkbox').first();
  const chosen = await first.evaluate((box) => box.parentElement!.textContent!.trim());
  await first.check();
  await categories.getByRole('button', { name: 'Save categories' }).click();
  await expect(row.locator('summary')).toHaveText(chosen);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('team-categories.png'), fullPage: true });
});
