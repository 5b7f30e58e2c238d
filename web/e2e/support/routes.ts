import { failingBaseURL } from '../../playwright.config';

/** Every page this suite walks, with a file-friendly name (screenshots, accessibility scans). */
export const pages = [
  { name: 'home', path: '/' },
  // Issue 33: the Hindi pages (more as their words are translated).
  { name: 'home-hindi', path: '/hi' },
  { name: 'about', path: '/about' },
  { name: 'catalogue', path: '/course' },
  { name: 'catalogue-category', path: '/course?category=dance-and-music' },
  { name: 'catalogue-empty', path: '/course?search=zzqx-no-such-course' },
  { name: 'category', path: '/course/dance-and-music' },
  { name: 'course', path: '/course/dance-and-music/guitar' },
  { name: 'course-free', path: '/course/health-and-wellness/meditation' },
  { name: 'course-without-trainers', path: '/course/arts/resin-art' },
  { name: 'terms', path: '/TermsConditions' },
  { name: 'privacy', path: '/PrivacyPolicy' },
  { name: 'refund', path: '/Refund' },
  { name: 'contact', path: '/contactus' },
  { name: 'become-a-trainer', path: '/becomeatrainer' },
  { name: 'sign-up', path: '/auth/SignUp' },
  { name: 'login', path: '/auth/Login' },
  { name: 'forgot-password', path: '/auth/Login/ForgotPassword' },
  { name: 'contact-thankyou', path: '/contactus/thankyou' },
  { name: 'trainer-thankyou', path: '/becomeatrainer/thankyou' },
  { name: 'course-thankyou', path: '/course/arts/acrylic-painting/thankyou' },
  { name: 'verification', path: '/auth/SignUp/verification' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'course-not-found', path: '/course/arts/no-such-course' },
] as const;

/** Pages on the server whose academy API is unreachable. */
export const failingPages = [
  { name: 'failing-catalogue', path: '/course' },
  { name: 'failing-category', path: '/course/arts' },
  { name: 'failing-course', path: '/course/arts/resin-art' },
  { name: 'failing-home', path: '/' },
  { name: 'failing-contact', path: '/contactus' },
  { name: 'failing-become-a-trainer', path: '/becomeatrainer' },
] as const;

/** Every page of both servers, the failing server's ones by their full address: what the page-by-page checks walk. */
export const everyPage = [...pages, ...failingPages.map((p) => ({ ...p, path: failingBaseURL + p.path }))];
