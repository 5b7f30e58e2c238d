import type { Route } from 'next';
import { coursePagePath, leadPagePath } from '@/lib/page-paths';
import { slugify } from '@/lib/slug';

type Page = { path: Route; label: string; inSitemap: boolean };

/**
 * Every fixed page of the site (spec section 2's route table; course pages are built by the functions below).
 * The header, the footer, the sitemap and the proxy's canonical spellings all read this table; a path here that no
 * page under app/[locale] serves fails pages.test.ts. The labels are English; the interface shows each language's
 * own (`pages.{key}` in web/messages).
 */
export const pages = {
  home: { path: '/', label: 'Home', inSitemap: true },
  about: { path: '/about', label: 'About Us', inSitemap: true },
  catalogue: { path: '/course', label: 'Courses', inSitemap: true },
  privacy: { path: '/PrivacyPolicy', label: 'Privacy Policy', inSitemap: true },
  terms: { path: '/TermsConditions', label: 'Terms and Conditions', inSitemap: true },
  refund: { path: '/Refund', label: 'Refund', inSitemap: true },
  becomeTrainer: { path: '/becomeatrainer', label: 'Become A Trainer', inSitemap: true },
  contact: { path: '/contactus', label: 'Contact Us', inSitemap: true },
  // Account screens: real pages, but nothing a search engine should list.
  signUp: { path: '/auth/SignUp', label: 'Sign up', inSitemap: false },
  login: { path: '/auth/Login', label: 'Log in', inSitemap: false },
  forgotPassword: { path: '/auth/Login/ForgotPassword', label: 'Forgot password', inSitemap: false },
  // Reached only after a form is sent: no index entry for them.
  contactThankYou: { path: '/contactus/thankyou', label: 'Thank You', inSitemap: false },
  trainerThankYou: { path: '/becomeatrainer/thankyou', label: 'Thank You', inSitemap: false },
  verification: { path: '/auth/SignUp/verification', label: 'Verification', inSitemap: false },
  // The learner's own page (issue 30): drawn in the browser for the logged-in learner.
  account: { path: '/account', label: 'My account', inSitemap: false },
  // The staff console (issue 28): signed-in staff only, never indexed.
  staffHome: { path: '/staff', label: 'Leads', inSitemap: false },
  staffLogin: { path: '/staff/login', label: 'Staff sign in', inSitemap: false },
  staffSetPassword: { path: '/staff/set-password', label: 'Set your password', inSitemap: false },
  staffSetup: { path: '/staff/setup', label: 'Make the first admin', inSitemap: false },
  staffTeam: { path: '/staff/team', label: 'Team', inSitemap: false },
  staffDemos: { path: '/staff/demos', label: 'Demo classes', inSitemap: false },
  staffMail: { path: '/staff/mail', label: 'Mail', inSitemap: false },
  // What learners searched for that finds nothing (issue 31).
  staffSearches: { path: '/staff/searches', label: 'Searches', inSitemap: false },
  // Every fee taken online, the accountant's CSV and the check with Razorpay (issue 55).
  staffPayments: { path: '/staff/payments', label: 'Payments', inSitemap: false },
  // The funnel's numbers (issue 54).
  staffDashboard: { path: '/staff/dashboard', label: 'Dashboard', inSitemap: false },
  // The WhatsApp messages a lead's page offers, edited by admins (issue 54).
  staffWhatsapp: { path: '/staff/whatsapp', label: 'WhatsApp messages', inSitemap: false },
  // The catalogue editor (issue 29).
  staffCourses: { path: '/staff/catalogue', label: 'Courses', inSitemap: false },
  staffNewCourse: { path: '/staff/catalogue/courses/new', label: 'New course', inSitemap: false },
  staffCategories: { path: '/staff/catalogue/categories', label: 'Categories', inSitemap: false },
  staffNewCategory: { path: '/staff/catalogue/categories/new', label: 'New category', inSitemap: false },
  staffTrainers: { path: '/staff/catalogue/trainers', label: 'Trainers', inSitemap: false },
  staffNewTrainer: { path: '/staff/catalogue/trainers/new', label: 'New trainer', inSitemap: false },
  staffApplications: { path: '/staff/catalogue/applications', label: 'Applications', inSitemap: false },
  staffImport: { path: '/staff/catalogue/import', label: 'Import', inSitemap: false },
} as const satisfies Record<string, Page>;

export type SitePage = (typeof pages)[keyof typeof pages];

/** The pages whose names the interface shows; each is named in every language's messages (`pages.{key}`). */
export type NamedPage =
  | 'home'
  | 'about'
  | 'catalogue'
  | 'becomeTrainer'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'refund'
  | 'login'
  | 'signUp'
  | 'account';

/** The header's tabs, in the spec's order. */
export const headerTabs = [
  'home',
  'about',
  'catalogue',
  'becomeTrainer',
  'contact',
] as const satisfies readonly NamedPage[];

/** The footer's policy links. */
export const policyPages = ['privacy', 'terms', 'refund'] as const satisfies readonly NamedPage[];

export function categoryPath(categoryName: string) {
  return `/course/${slugify(categoryName)}` as const satisfies Route<`/course/${string}`>;
}

export function coursePath(categoryName: string, courseName: string) {
  return coursePagePath(slugify(categoryName), slugify(courseName)) satisfies Route<`/course/${string}/${string}`>;
}

export function courseThankYouPath(categoryName: string, courseName: string) {
  return `/course/${slugify(categoryName)}/${slugify(courseName)}/thankyou` as const satisfies Route<`/course/${string}/${string}/thankyou`>;
}

/** A lead's page in the staff console (issue 28). */
export function leadPath(id: number) {
  return leadPagePath(id) satisfies Route<`/staff/leads/${string}`>;
}

/** The console's editors of one course, category or trainer (issue 29). */
export const staffCoursePath = (id: number) =>
  `/staff/catalogue/courses/${id}` as const satisfies Route<`/staff/catalogue/courses/${string}`>;
/** The console's preview of a course's page, a draft's included (issue 52). */
export const staffCoursePreviewPath = (id: number) =>
  `/staff/catalogue/courses/${id}/preview` as const satisfies Route<`/staff/catalogue/courses/${string}/preview`>;
export const staffCategoryPath = (id: number) =>
  `/staff/catalogue/categories/${id}` as const satisfies Route<`/staff/catalogue/categories/${string}`>;
export const staffTrainerPath = (id: number) =>
  `/staff/catalogue/trainers/${id}` as const satisfies Route<`/staff/catalogue/trainers/${string}`>;

/** What courseThankYouPath gives: a typed route that props can carry (a plain `Route` would not accept it). */
export type CourseThankYouPath = ReturnType<typeof courseThankYouPath>;

const fixedPaths = new Set<string>(Object.values(pages).map((page) => page.path));

/**
 * Whether a link edited in the CMS leads to a page of this site: one of the fixed pages, or a category page
 * or a course page (whose slugs the proxy checks). Anything else would be a link to a 404.
 */
export function isSitePath(href: string): href is Route {
  const path = href.split(/[?#]/, 1)[0]!;
  return fixedPaths.has(path) || /^\/course\/[^/]+(\/[^/]+)?$/.test(path);
}

/** Marks a tab current for its own path and everything under it ('/course/arts' lights up Courses). */
export function isCurrent(page: SitePage, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const own = page.path.toLowerCase();
  return own === '/' ? path === '/' : path === own || path.startsWith(`${own}/`);
}
