import { describe, expect, it } from 'vitest';
import { canonicalPath, isPagePath } from './canonical-path';

describe('canonicalPath', () => {
  it('leaves canonical paths alone', () => {
    for (const path of [
      '/',
      '/about',
      '/course',
      '/PrivacyPolicy',
      '/auth/SignUp/verification',
      '/course/arts',
      '/course/arts/kathak/thankyou',
    ]) {
      expect(canonicalPath(path)).toBeNull();
    }
  });

  // The cases by the rule they show; each runs as a test of its own, named by its rule.
  const byRule: Record<string, [path: string, canonical: string | null][]> = {
    'fixes the case of the static routes': [
      ['/ABOUT', '/about'],
      ['/privacypolicy', '/PrivacyPolicy'],
      ['/Auth/signup/Verification', '/auth/SignUp/verification'],
      ['/contactUs/ThankYou', '/contactus/thankyou'],
      ['/ContactUs', '/contactus'],
      ['/BecomeATrainer', '/becomeatrainer'],
      ['/auth/login', '/auth/Login'],
      ['/AUTH/login/forgotpassword', '/auth/Login/ForgotPassword'],
      ['/auth/signup', '/auth/SignUp'],
    ],
    'trims segments and drops empty ones': [
      ['/%20about%20', '/about'],
      ['//course//', '/course'],
    ],
    'turns category and course segments into slugs': [
      ['/Course/Dance%20and%20Music', '/course/dance-and-music'],
      ['/course/ARTS/Acrylic%20Painting/THANKYOU', '/course/arts/acrylic-painting/thankyou'],
      ['/course/technology/C++%20Programming', '/course/technology/c++-programming'],
    ],
    'keeps slugs with characters the browser leaves encoded': [['/course/technology/c++-programming', null]],
    'ignores unknown shapes so they reach the 404 page': [
      ['/no-such-page', null],
      ['/course/a/b/c', null],
    ],
  };

  it.each(
    Object.entries(byRule).flatMap(([rule, cases]) =>
      cases.map(([path, canonical]) => [rule, path, canonical] as const),
    ),
  )('%s: %j goes to %j', (_rule, path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('isPagePath', () => {
  it.each([
    ['/api/course/courses', false],
    ['/_next/static/x.js', false],
    ['/images/courses/a.svg', false],
    ['/sitemap.xml', false],
    ['/About', true],
  ])('skips the API, Next files and public files: %j is a page: %j', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});
