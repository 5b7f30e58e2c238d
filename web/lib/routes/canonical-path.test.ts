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

  it.each([
    ['fixes the case of the static routes', '/ABOUT', '/about'],
    ['fixes the case of the static routes', '/privacypolicy', '/PrivacyPolicy'],
    ['fixes the case of the static routes', '/Auth/signup/Verification', '/auth/SignUp/verification'],
    ['fixes the case of the static routes', '/contactUs/ThankYou', '/contactus/thankyou'],
    ['fixes the case of the static routes', '/ContactUs', '/contactus'],
    ['fixes the case of the static routes', '/BecomeATrainer', '/becomeatrainer'],
    ['fixes the case of the static routes', '/auth/login', '/auth/Login'],
    ['fixes the case of the static routes', '/AUTH/login/forgotpassword', '/auth/Login/ForgotPassword'],
    ['fixes the case of the static routes', '/auth/signup', '/auth/SignUp'],
    ['trims segments and drops empty ones', '/%20about%20', '/about'],
    ['trims segments and drops empty ones', '//course//', '/course'],
    ['turns category and course segments into slugs', '/Course/Dance%20and%20Music', '/course/dance-and-music'],
    [
      'turns category and course segments into slugs',
      '/course/ARTS/Acrylic%20Painting/THANKYOU',
      '/course/arts/acrylic-painting/thankyou',
    ],
    [
      'turns category and course segments into slugs',
      '/course/technology/C++%20Programming',
      '/course/technology/c++-programming',
    ],
    ['keeps slugs with characters the browser leaves encoded', '/course/technology/c++-programming', null],
    ['ignores unknown shapes so they reach the 404 page', '/no-such-page', null],
    ['ignores unknown shapes so they reach the 404 page', '/course/a/b/c', null],
  ])('%s: %j goes to %j', (_rule, path, canonical) => {
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
