import 'server-only';
import { connection } from 'next/server';
import type { Option } from '@/components/forms/combobox-field';
import { cachedCourseNames } from '@/lib/backend/cached';
import { failedRead, readUnavailable } from './failed-read';

/** Every course, for the contact and trainer forms' dropdowns; `hint` says why the list is empty when it failed. */
export type CourseOptions = { options: Option[]; hint?: string };

/** Spec section 8's words for a course list that failed; the dropdown shows them and the form stays usable. */
const COURSES_FAILED = 'Error fetching courses. Please try again later.';
const COURSES_UNAVAILABLE = 'Courses are temporarily unavailable. Please try again in a few minutes.';

/**
 * Read at request time (a failure is not frozen into a prerendered page); the names themselves are cached. A dead
 * backend leaves the dropdown empty with the reason under it, so the rest of the form can still be filled in.
 */
export async function loadCourseOptions(): Promise<CourseOptions> {
  await connection();
  try {
    const names = await cachedCourseNames();
    return { options: names.map((name) => ({ value: name, label: name })) };
  } catch (error) {
    // The form stays usable while the database is away: a write is answered 503 when it is sent.
    if (readUnavailable(error)) return { options: [], hint: COURSES_UNAVAILABLE };
    await failedRead('[forms] course names could not be loaded', error);
    return { options: [], hint: COURSES_FAILED };
  }
}
