import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { SESSION_KEY } from '../../lib/browser/stored-session';
import { createAccount, enterWrongOtp } from '../support/accounts';
import { hydrated } from '../support/csp';
import { field, fillForm, freshEmail, messagesIn } from '../support/forms';
import { otpFor } from '../support/mail';
import { pageShown } from '../support/page-shown';

// Issue 33: the forms in Hindi under /hi. The schemas and the API keep their English word for word; the page shows
// the page's words for them (the `validation` messages), and moves between pages in Hindi.

const DEVANAGARI = /[\u0900-\u097F]/;
/** A message a Hindi page shows: in Devanagari, with no English word left in it. */
const inHindi = (text: string) => DEVANAGARI.test(text) && !/[A-Za-z]{3,}/.test(text);

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

async function logInOnScreen(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'लॉग इन' });
  await field(form, 'ईमेल').fill(email);
  await field(form, 'पासवर्ड').fill(password);
  await form.getByRole('button', { name: 'लॉग इन करें' }).click();
  return form;
}

test('Contact Us in Hindi: the empty form says what is missing in Hindi only, and the fields are labelled in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/contactus');
  await pageShown(page);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'संपर्क करें' });
  await expect(form.getByRole('combobox', { name: 'कोर्स' })).toBeVisible();
  await expect(form.getByText('चुनें...', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'भेजें' }).click();
  await expect
    .poll(() => messagesIn(form))
    .toEqual(['नाम ज़रूरी है', 'ईमेल ज़रूरी है', 'संपर्क नंबर ज़रूरी है', 'कृपया कोर्स चुनें', 'कृपया संदेश लिखें']);
  await expect(field(form, 'नाम')).toBeFocused();

  // Wrong rather than missing: still Hindi, and no English message anywhere in the form.
  await fillForm(form, { नाम: 'Al', ईमेल: 'asha@example', 'फ़ोन नंबर': '98765', संदेश: 'Hi' });
  await form.getByRole('button', { name: 'भेजें' }).click();
  await expect
    .poll(() => messagesIn(form))
    .toEqual([
      'नाम में कम से कम 3 अक्षर होने चाहिए',
      'ईमेल पता सही नहीं है',
      'संपर्क नंबर ठीक 10 अंकों का होना चाहिए',
      'कृपया कोर्स चुनें',
      'संदेश में कम से कम 3 अक्षर होने चाहिए',
    ]);
  for (const message of await messagesIn(form)) expect(inHindi(message), message).toBe(true);
  for (const english of ['Name is required', 'Please select a course', 'Submit'])
    await expect(form.getByText(english)).toHaveCount(0);
});

test("the server's refusals in Hindi: a wrong password at /hi/auth/Login, and a wrong OTP when signing up", async ({
  page,
}) => {
  const email = freshEmail('hindi-login');
  await createAccount(page.request, { email, password: 'Correct#1' });
  await page.goto('/hi/auth/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  const form = page.getByRole('form', { name: 'लॉग इन' });
  await expect(form.getByText('अपना ईमेल और कम से कम 6 अक्षरों का पासवर्ड डालें।')).toBeVisible();
  await logInOnScreen(page, email, 'Wrong#123');
  await expect(form.getByRole('alert')).toHaveText('ईमेल या पासवर्ड गलत है।');
  expect(await storedSession(page)).toBeNull();
  // The links between the account screens stay in Hindi.
  await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
    'href',
    '/hi/auth/Login/ForgotPassword',
  );
  await expect(page.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/hi/auth/SignUp');

  // The OTP check's refusal is the API's English ('Invalid OTP. 4 tries left.'), shown in Hindi.
  const other = freshEmail('hindi-otp');
  await page.goto('/hi/auth/SignUp');
  const signup = page.getByRole('form', { name: 'साइन अप' });
  await enterWrongOtp(page, signup, other, { email: 'ईमेल', send: 'ओटीपी भेजें', otp: 'ओटीपी', verify: 'ओटीपी जाँचें' });
  await expect(signup.getByRole('alert')).toHaveText('ओटीपी गलत है। 4 कोशिशें बाकी हैं।');
});

test('signing up and logging in on /hi: the OTP step in Hindi, and every move lands on a Hindi page', async ({
  page,
}) => {
  const email = freshEmail('hindi-signup');
  await page.goto('/hi/auth/SignUp');
  await expect(page.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible();
  const form = page.getByRole('form', { name: 'साइन अप' });
  await expect(form.getByText('साइन अप के लिए हर फ़ील्ड भरें और अपना ईमेल सत्यापित करें।')).toBeVisible();
  await field(form, 'नाम').fill('Asha Rao');
  await field(form, 'ईमेल').fill(email);
  await form.getByRole('button', { name: 'ओटीपी भेजें' }).click();
  await expect(form.getByRole('status')).toHaveText(`हमने ${email} पर 6 अंकों का कोड भेजा है।`);
  // The code's field, its hint, its button and the resend countdown.
  await expect(field(form, 'ओटीपी')).toBeVisible();
  await expect(form.getByText('हमारे ईमेल में आया 6 अंकों का कोड।')).toBeVisible();
  await expect(form.getByRole('button', { name: /^\d\d:\d\d में ओटीपी फिर से भेजें$/ })).toBeDisabled();
  await form.getByRole('button', { name: 'ओटीपी जाँचें' }).click();
  await expect.poll(() => messagesIn(form)).toEqual(['कृपया ओटीपी डालें']);
  await field(form, 'ओटीपी').fill(await otpFor(page.request, email));
  await form.getByRole('button', { name: 'ओटीपी जाँचें' }).click();
  await expect(form.getByText('सत्यापित', { exact: true })).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('आपका ईमेल सत्यापित हो गया है।');
  await expect(form.getByRole('button', { name: 'कोई दूसरा ईमेल इस्तेमाल करें' })).toBeVisible();

  await fillForm(form, { 'फ़ोन नंबर': '9876501234', पासवर्ड: 'First#Pass1', 'पासवर्ड दोबारा लिखें': 'First#Pass2' });
  await field(form, 'पासवर्ड दोबारा लिखें').blur();
  await expect.poll(() => messagesIn(form)).toEqual(['दोनों पासवर्ड एक जैसे होने चाहिए']);
  await field(form, 'पासवर्ड दोबारा लिखें').fill('First#Pass1');
  await form.getByRole('radio', { name: 'छात्र' }).check();
  await form.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).first().click();
  await expect(field(form, 'पासवर्ड')).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page).toHaveURL(/\/hi\/auth\/Login$/);

  // Logging in on /hi lands on the Hindi home page.
  await logInOnScreen(page, email, 'First#Pass1');
  await expect(page).toHaveURL(/\/hi$/);
  expect(JSON.parse((await storedSession(page)) ?? 'null')).toMatchObject({ user: email, FullName: 'Asha Rao' });
});

/** The learner's sections of /hi/account, each found by its Hindi heading. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

test('/hi/account: headings, bookings, reviews and the forms in Hindi, the server saying no in Hindi too', async ({
  page,
}) => {
  const email = freshEmail('hindi-account');
  const password = 'First#Pass1';
  await createAccount(page.request, { email, password, name: 'Asha Rao', phone: '9876501234' });
  // A demo request with this email, and a review written while logged in, for the lists.
  const demo = await page.request.post('/api/request/requestDemo', {
    data: {
      name: 'Asha Rao',
      email,
      phonenumber: '9876501234',
      city: 'Pune',
      trainerName: PAID_SESSION_COURSE.firstTrainerName,
      course: PAID_SESSION_COURSE.courseName,
    },
  });
  expect(demo.status(), await demo.text()).toBe(201);

  await page.goto('/hi/auth/Login');
  await logInOnScreen(page, email, password);
  await expect(page).toHaveURL(/\/hi$/);
  const token = (JSON.parse((await storedSession(page))!) as { token: string }).token;
  const review = await page.request.post('/api/reviews/featuredreview', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      studentName: 'Asha Rao',
      reviewDescription: 'धैर्य से सिखाते हैं।',
      ratings: '4',
      courseName: PAID_SESSION_COURSE.courseName,
    },
  });
  expect(review.status(), await review.text()).toBe(201);

  await page.goto('/hi/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता');
  for (const name of ['मेरे डेमो अनुरोध और नामांकन', 'मेरी समीक्षाएँ', 'प्रोफ़ाइल', 'पासवर्ड और सेशन', 'मेरा डेटा']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const booking = section(page, 'मेरे डेमो अनुरोध और नामांकन').getByRole('listitem', {
    name: `${PAID_SESSION_COURSE.courseName} के लिए डेमो अनुरोध`,
  });
  await expect(booking).toContainText('मिल गया');
  await expect(booking).toContainText('भेजा गया');
  await expect(booking.getByRole('link', { name: PAID_SESSION_COURSE.courseName })).toHaveAttribute(
    'href',
    /^\/hi\/course\//,
  );
  await expect(booking.getByRole('button', { name: 'अनुरोध रद्द करें' })).toBeVisible();
  const mine = section(page, 'मेरी समीक्षाएँ').getByRole('listitem', {
    name: `${PAID_SESSION_COURSE.courseName} की समीक्षा`,
  });
  await expect(mine).toContainText('4 स्टार');
  await expect(mine.getByRole('button', { name: 'समीक्षा बदलें' })).toBeVisible();

  // The profile's schema and the password's server refusal, both in Hindi.
  const profile = page.getByRole('form', { name: 'प्रोफ़ाइल' });
  await field(profile, 'नाम').fill('Me');
  await profile.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(profile.getByText('नाम में कम से कम 3 अक्षर होने चाहिए')).toBeVisible();
  const change = page.getByRole('form', { name: 'पासवर्ड बदलें' });
  await fillForm(change, {
    'मौजूदा पासवर्ड': 'Wrong#Pass1',
    'नया पासवर्ड': 'Second#Pass2',
    'नया पासवर्ड दोबारा लिखें': 'Second#Pass2',
  });
  await change.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expect(change.getByText('मौजूदा पासवर्ड गलत है')).toBeVisible();
  await field(change, 'मौजूदा पासवर्ड').fill(password);
  await change.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expect(change.getByRole('status')).toHaveText(
    'पासवर्ड बदल दिया गया। आप यहाँ लॉग इन हैं; बाकी सभी डिवाइस से लॉग आउट कर दिया गया है।',
  );
  await expect(
    page.getByRole('form', { name: 'मेरा खाता मिटाएँ' }).getByRole('button', { name: 'ओटीपी भेजें' }),
  ).toBeVisible();
});
