// Addresses of pages that the domain and its mails link to, with no imports, so every layer may build them;
// lib/routes/pages.ts gives the same addresses as typed routes for the pages' own links.

/** A course page's address from its category's and its own slug (lib/routes/pages.ts builds it from names). */
export const coursePagePath = (categorySlug: string, courseSlug: string) =>
  `/course/${categorySlug}/${courseSlug}` as const;

/** A lead's page in the staff console (issue 28). */
export const leadPagePath = (id: number) => `/staff/leads/${id}` as const;

/** A demo request's booking page (issue 53): the learner picks, moves or cancels the class's time there. */
export const demoBookingPath = (token: string) => `/demo/${token}` as const;

/** A fee's pay page (issue 55): the learner pays it there, and sees it paid. */
export const feePayPath = (token: string) => `/pay/${token}` as const;

/** The learner's own page (issue 30), where their bookings are. */
export const accountPagePath = '/account';
