import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { fillForm } from '../support/forms';
import { calendarIn, decodedBody, mailsTo } from '../support/mail';

// Issue 53: the free demo class gets a time. A learner requests a demo on the course page, follows the mail's link,
// picks a time and gets the invitation (a calendar event in Asia/Kolkata); then moves it from their account page,
// and the moved invitation is the same event with the next SEQUENCE. Real browser, real mail capture.
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

test('a demo request gets a time: picked from the mail’s link, invited, moved from the account', {
  tag: '@any-width',
}, async ({ page, request }) => {
  const session = await registeredSession(request, { FullName: 'Meera Iyer', phonenumber: '9812345670' });
  const email = session.user;
  await openLoggedIn(page, GUITAR, session);
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Fill The Form' });
  await fillForm(dialog, { Name: 'Meera Iyer', Email: email, 'Phone number': '9812345670', City: 'Chennai' });
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
});
