import { describe, expect, it } from 'vitest';
import { canonicalPath, isPagePath } from './canonical-path';

describe('canonicalPath', () => {
  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/about', '/course', '/PrivacyPolicy', '/auth/SignUp/verification', '/course/arts', '/course/arts/kathak/thankyou']) {
      expect(canonicalPath(path)).toBeNull();
    }
  });

  it('fixes the case of the static routes', () => {
    expect(canonicalPath('/ABOUT')).toBe('/about');
    expect(canonicalPath('/privacypolicy')).toBe('/PrivacyPolicy');
    expect(canonicalPath('/Auth/signup/Verification')).toBe('/auth/SignUp/verification');
    expect(canonicalPath('/contactUs/ThankYou')).toBe('/contactus/thankyou');
    expect(canonicalPath('/ContactUs')).toBe('/contactus');
    expect(canonicalPath('/BecomeATrainer')).toBe('/becomeatrainer');
    expect(canonicalPath('/auth/login')).toBe('/auth/Login');
    expect(canonicalPath('/AUTH/login/forgotpassword')).toBe('/auth/Login/ForgotPassword');
    expect(canonicalPath('/auth/signup')).toBe('/auth/SignUp');
  });

  it('trims segments and drops empty ones', () => {
    expect(canonicalPath('/%20about%20')).toBe('/about');
    expect(canonicalPath('//course//')).toBe('/course');
  });

  it('turns category and course segments into slugs', () => {
    expect(canonicalPath('/Course/Dance%20and%20Music')).toBe('/course/dance-and-music');
    expect(canonicalPath('/course/ARTS/Acrylic%20Painting/THANKYOU')).toBe('/course/arts/acrylic-painting/thankyou');
    expect(canonicalPath('/course/technology/C++%20Programming')).toBe('/course/technology/c++-programming');
  });

  it('keeps slugs with characters the browser leaves encoded', () => {
    expect(canonicalPath('/course/technology/c++-programming')).toBeNull();
  });

  it('ignores unknown shapes so they reach the 404 page', () => {
    expect(canonicalPath('/no-such-page')).toBeNull();
    expect(canonicalPath('/course/a/b/c')).toBeNull();
  });
});

describe('isPagePath', () => {
  it('skips the API, Next files and public files', () => {
    expect(isPagePath('/api/course/courses')).toBe(false);
    expect(isPagePath('/_next/static/x.js')).toBe(false);
    expect(isPagePath('/images/courses/a.svg')).toBe(false);
    expect(isPagePath('/sitemap.xml')).toBe(false);
    expect(isPagePath('/About')).toBe(true);
  });
});
