import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { STAFF_ADMINS, STAFF_LINKS_FILE } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { sidewaysOverflow } from '../support/line-breaks';
import { decodedBody, mailsTo } from '../support/mail';
import { signInToConsole } from '../support/staff';

// The staff console's accounts (issue 28, part one) in a real browser: an admin added as `npm run staff -- add` adds
// one (e2e/support/prepare-database.ts, before the server starts) sets a password from the one-time link, signs in with
// the code mailed to them, invites a counsellor, and signs out; then works a demo request a visitor has just sent
// (issue 28's leads). Each project has its own admin; the second test signs in with the password the first set.
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'harmonium-practice-7';

/** The counsellor the first test invites; the last one signs in as them. */
let counsellor = '';

const adminFor = (project: string) => STAFF_ADMINS[project === 'mobile' ? 1 : 0]!;
/** The name each project's admin gives themselves on the Team page (issue 54). */
const adminNameFor = (project: string) => `Asha ${project === 'mobile' ? 'Mobile' : 'Desktop'}`;
const linkFor = (email: string) =>
  (JSON.parse(readFileSync(STAFF_LINKS_FILE, 'utf8')) as Record<string, string>)[email]!;

const signIn = (page: Page, email: string, codesBefore = 0) => signInToConsole(page, email, PASSWORD, codesBefore);

test('an admin from the command line sets a password from the link, signs in with the mailed code, invites a counsellor, signs out', async ({
  page,
}, testInfo) => {
  const admin = adminFor(testInfo.project.name);
  // A visitor without a session is sent to sign in.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign in');

  await page.goto(linkFor(admin).replace(/^https?:\/\/[^/]+/, ''));
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/staff\/set-password$/);
  const setForm = page.getByRole('form', { name: 'Set your password' });
  await setForm.getByLabel('New password').fill('short');
  await setForm.getByLabel('Confirm password').fill('short');
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(setForm.getByText('Password must contain at least 10 characters')).toBeVisible();
  await setForm.getByLabel('New password').fill(PASSWORD);
  await setForm.getByLabel('Confirm password').fill(PASSWORD);
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText(`Your password is set. Sign in as ${admin}.`);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, admin);
  // The console's own frame (issue 54): its bar names the member, its rail marks the page; nothing of the public
  // site's header, footer or chat button.
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: admin })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  const rail = page.getByRole('navigation', { name: 'Console pages' });
  await expect(rail.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await rail.getByRole('link', { name: 'Team' }).click();
  await expect(rail.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  const members = page.getByRole('table', { name: 'Staff members' });
  await expect(members.getByRole('row', { name: new RegExp(admin) })).toContainText('Active');
  // The admin names themselves: the bar and the team's list show the name from then on.
  const adminName = adminNameFor(testInfo.project.name);
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByLabel('Name shown to the team').fill('<b>Asha</b>');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByText('Use letters, spaces, dots, hyphens and apostrophes')).toBeVisible();
  await nameForm.getByLabel('Name shown to the team').fill(adminName);
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name is saved.');
  await expect(bar.getByRole('link', { name: adminName })).toBeVisible();
  await expect(members.getByRole('row', { name: new RegExp(admin) })).toContainText(`${adminName} (you)`);
  expect(await seriousViolations(page)).toEqual([]);

  counsellor = `counsellor.${testInfo.project.name}.${Date.now()}@academy.test`;
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(counsellor);
  await invite.getByLabel('Role').selectOption('counsellor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation mailed to ${counsellor}`);
  await expect(members.getByRole('row', { name: new RegExp(counsellor) })).toContainText('Invited');
  await page.screenshot({ path: testInfo.outputPath('team.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto('/staff/team');
  await expect(page).toHaveURL(/\/staff\/login$/);
});

/** A name of letters only (the demo form allows no digits) that no other run has used. */
const uniqueName = (project: string) =>
  `Kavya ${project[0]!.toUpperCase()}${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

test('a demo request just sent from a course page is found, assigned, contacted with a note, and exported', async ({
  browser,
  page,
}, testInfo) => {
  const admin = adminFor(testInfo.project.name);
  const name = uniqueName(testInfo.project.name);
  // A visitor, in a browser of their own, asks for a demo on the Guitar page.
  const visitor = await browser.newPage();
  await visitor.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  await visitor.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Please Fill The Form' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill('kavya.demo@example.in');
  await dialog.getByLabel('Phone number', { exact: true }).fill('9876501234');
  await dialog.getByLabel('City', { exact: true }).fill('Mysuru');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor).toHaveURL(/\/thankyou$/);
  await visitor.close();

  // The first test read the first code mailed to this admin.
  await signIn(page, admin, 1);
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Search by name, email or phone').fill(name);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The search is sealed in the address: the learner's name is not in it.
  await expect(page).toHaveURL(/\/staff\?q=[\w-]+$/);
  expect(page.url()).not.toContain(name.split(' ')[1]!);
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('row')).toHaveCount(2);
  const row = leads.getByRole('row', { name: new RegExp(name) });
  // At 1280x800 the lead's row is in view without scrolling, under the console's bar and the filters (issue 54).
  if (testInfo.project.name === 'desktop') await expect(row).toBeInViewport({ ratio: 1 });
  await expect(row).toContainText('Demo request');
  await expect(row).toContainText(PAID_SESSION_COURSE.courseName);
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:+919876501234');
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('leads.png'), fullPage: true });

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await (await csvDownload).path();
  const text = readFileSync(csv, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = parse(text.slice(1));
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual(
    expect.arrayContaining([
      name,
      // Phones as +91; the quote keeps a spreadsheet from reading the + as a formula.
      "'+91 98765 01234",
      'kavya.demo@example.in',
      'Mysuru',
      'Demo request',
      'New',
      PAID_SESSION_COURSE.courseName,
    ]),
  );

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876501234\?text=Hello%20Kavya/,
  );
  const work = page.getByRole('form', { name: 'Status and owner' });
  await work.getByRole('button', { name: 'Assign to me' }).click();
  await expect(work.getByLabel('Owner')).toHaveValue(/^\d+$/);
  await work.getByLabel('Status').selectOption('contacted');
  await work.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Status: New → Contacted');
  await expect(history).toContainText(`Owner: nobody → ${adminNameFor(testInfo.project.name)}`);
  const note = page.getByRole('form', { name: 'Add a note' });
  await note.getByLabel('New note').fill('Called: prefers the Saturday batch, demo on Friday.');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText(
    'Called: prefers the Saturday batch, demo on Friday.',
  );
  await expect(history).toContainText('Added a note');
  await expect(work.getByLabel('Status')).toHaveValue('contacted');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('lead.png'), fullPage: true });

  // Back in the inbox the lead is contacted and owned.
  await page.getByRole('link', { name: '← All leads' }).click();
  const owned = page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: new RegExp(name) });
  await expect(owned).toContainText('Contacted');
  await expect(owned).toContainText(adminNameFor(testInfo.project.name));
});

test('a counsellor works leads but cannot manage staff; a learner token and another site are refused', {
  tag: '@any-width',
}, async ({ page }) => {
  expect(counsellor, 'the first test invited a counsellor').not.toBe('');
  const invitation = decodedBody((await mailsTo(page.request, counsellor)).at(-1)!.raw);
  await page.goto(/\/staff\/set-password#[\w-]{43}/.exec(invitation)![0]);
  const setForm = page.getByRole('form', { name: 'Set your password' });
  await setForm.getByLabel('New password').fill(PASSWORD);
  await setForm.getByLabel('Confirm password').fill(PASSWORD);
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText(`Your password is set. Sign in as ${counsellor}.`);
  await signIn(page, counsellor);
  await expect(page.getByRole('banner').getByRole('link', { name: counsellor })).toBeVisible();
  await expect(page.getByRole('banner').getByText('counsellor', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await expect(nav.getByRole('link', { name: 'Mail' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('Only admins can invite members or change roles.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);

  // The counsellor's own session, from the console's own origin: the role is refused.
  const origin = new URL(page.url()).origin;
  const invite = await page.request.post('/api/staff/members', {
    data: { email: 'x@academy.test', role: 'admin' },
    headers: { origin },
  });
  expect([invite.status(), (await invite.json()).error]).toEqual([403, 'Only admins can do this']);
  // The same session, sent from another site: refused before anything is read.
  const forged = await page.request.post('/api/staff/leads/search', {
    data: { q: 'asha' },
    headers: { origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  expect(
    (await page.request.post('/api/staff/leads/search', { data: { q: 'asha' }, headers: { origin } })).status(),
  ).toBe(200);
  // A learner's bearer token opens no staff page or action, whatever else comes with it.
  const learner = { authorization: 'Bearer a-learner-token' };
  expect((await page.request.get('/staff', { headers: learner })).status()).toBe(403);
  expect(
    (
      await page.request.post('/api/staff/leads/search', { data: { q: 'asha' }, headers: { ...learner, origin } })
    ).status(),
  ).toBe(403);
});
