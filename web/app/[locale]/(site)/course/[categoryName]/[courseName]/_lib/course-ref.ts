/** The course a form on its page is about: what the payloads and the thank-you address need. */
export type CourseRef = { courseName: string; categoryName: string };
