import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { DEMO_STAFF } from '../../playwright.config';
import { atServerTime } from '../support/clock';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { fillForm } from '../support/forms';
import { calendarIn, decodedBody, mailsTo } from '../support/mail';
import { signInPreparedMember } from '../support/staff';

// Issue 53: the free demo class gets a time. A learner requests a demo on the course page, follows the mail's link,
// picks a time and gets the invitation (a calendar event in Asia/Kolkata); then moves it from their account page,
// and the moved invitation is the same event with the next SEQUENCE. With the server's clock moved into the class
// (CLOCK_OFFSET_FILE), a counsellor finds it in today's demos, marks it attended, and the lead moves on. Real
// browser, real mail capture.
const GUITAR = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;

/** The calendar event of the newest mail to `email` whose subject matches, as ical.js reads it. */
async function invitation(request: APIRequestContext, email: string, subject: RegExp) {
  let raw = '';
  await expect
    .poll(async () => (raw = (await mailsTo(request, email)).findLast((m) => subject.test(m.subject))?.raw ?? ''), {
      message: `a mail to ${email} matching ${subject}`,
      timeout: 15_000,
    })
    .not.toBe('');
  const content = calendarIn(raw);
  expect(content, 'the invitation’s calendar part').not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(content!));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    zone: event.component.getFirstProperty('dtstart')!.getParameter('tzid'),
    startsAt: event.startDate.toJSDate(),
  };
}

/** 'Iyerqkzt': letters only, as the forms take a name. */
const uniqueSurname = () =>
  `Iyer${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a demo request gets a time: picked from the mail’s link, invited, moved from the account', {
  tag: '@any-width',
}, async ({ browser, page, request }) => {
  // A name of this attempt's own: the console's lists find this learner's class among a retry's.
  const name = `Meera ${uniqueSurname()}`;
  const session = await registeredSession(request, { FullName: name, phonenumber: '9812345670' });
  const email = session.user;
  await openLoggedIn(page, GUITAR, session);
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Fill The Form' });
  await fillForm(dialog, { Name: name, Email: email, 'Phone number': '9812345670', City: 'Chennai' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`${GUITAR}/thankyou$`));
  await expect(page.getByRole('link', { name: 'Pick your demo time' })).toHaveAttribute('href', /^\/demo\/[\w-]{32}$/);

  // The confirmation mail carries the same link.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((m) => m.subject === 'Your demo request for Guitar');
      link = /Pick your demo time: (\S+)/.exec(decodedBody(mail?.raw ?? ''))?.[1] ?? '';
      return link;
    })
    .toMatch(/\/demo\/[\w-]{32}$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your demo time' })).toBeVisible();
  await expect(page.getByText('All times are India time (IST).')).toBeVisible();

  const times = page.getByRole('radiogroup', { name: 'Free times in the next 14 days' }).getByRole('radio');
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pick one' })).toHaveText('Pick one of the times shown');
  const first = await times.first().getAttribute('value');
  await times.first().check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your demo class is booked' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Booked.' })).toBeVisible();
  const booked = await invitation(request, email, /^Your demo class of Guitar is booked/);
  expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, zone: 'Asia/Kolkata' });
  expect(booked.uid).toMatch(/^demo-[0-9a-f]{24}@/);
  expect(booked.startsAt.toISOString()).toBe(first!.slice(first!.indexOf('-') + 1));

  // From the account page: the booking with its time, then moved to another.
  await page.goto('/account');
  const card = page.getByRole('listitem', { name: 'Demo request: Guitar' });
  await expect(card.getByText('Demo scheduled')).toBeVisible();
  // The class's day and hours in India's time, beside the request's own sent time.
  await expect(card.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3}, \d{4}, .+[ap]m IST$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /calendar\.google\.com/);
  await card.getByRole('link', { name: 'Move or cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your demo class is booked' })).toBeVisible();
  const later = await times.nth(2).getAttribute('value');
  await times.nth(2).check();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked.' })).toBeVisible();
  const moved = await invitation(request, email, /^Your demo class of Guitar is moved/);
  expect(moved).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, zone: 'Asia/Kolkata' });
  expect(moved.startsAt.toISOString()).toBe(later!.slice(later!.indexOf('-') + 1));
  await page.screenshot({ path: test.info().outputPath('moved.png'), fullPage: true });

  // Ten minutes into the class: a counsellor's day.
  await atServerTime(new Date(moved.startsAt.getTime() + 10 * 60_000), async () => {
    const desk = await (await browser.newContext()).newPage();
    await signInPreparedMember(desk, DEMO_STAFF, 'veena-and-mridangam-7');
    await desk.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Demos' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Demo classes' })).toBeVisible();
    const today = desk.getByRole('region', { name: /^Today/ });
    const row = today.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Guitar');
    await row.getByRole('button', { name: 'Attended' }).click();
    await expect(row).toContainText('Attended');
    await expect(row.getByRole('button', { name: 'Attended' })).toHaveCount(0);
    const followUp = desk.getByRole('region', { name: 'Came to the demo, not enrolled yet' });
    await followUp.getByRole('link', { name }).click();
    await expect(desk.getByRole('region', { name: 'History' })).toContainText('Status: Demo scheduled → Demo attended');
    await expect(desk.getByRole('region', { name: 'Demo class' })).toContainText('Attended');
    await desk.screenshot({ path: test.info().outputPath('lead-attended.png'), fullPage: true });
  });
  // The learner's account says so too.
  await page.goto('/account');
  await expect(card.getByText('Demo attended')).toBeVisible();
});
