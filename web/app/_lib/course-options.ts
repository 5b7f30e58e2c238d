import 'server-only';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Option } from '@/components/forms/combobox-field';
import { cachedCourseNames } from '@/lib/backend/cached';
import { failedRead, readUnavailable } from './failed-read';

/** Every course, for the contact and trainer forms' dropdowns; `hint` says why the list is empty when it failed. */
export type CourseOptions = { options: Option[]; hint?: string };

/**
 * Read at request time (a failure is not frozen into a prerendered page); the names themselves are cached. A dead
 * backend leaves the dropdown empty with the reason under it (spec section 8's words, `courseOptions` in the page's
 * language), so the rest of the form can still be filled in.
 */
export async function loadCourseOptions(): Promise<CourseOptions> {
  await connection();
  try {
    const names = await cachedCourseNames();
    return { options: names.map((name) => ({ value: name, label: name })) };
  } catch (error) {
    // The form stays usable while the database is away: a write is answered 503 when it is sent.
    const t = await getTranslations('courseOptions');
    if (readUnavailable(error)) return { options: [], hint: t('unavailable') };
    await failedRead('[forms] course names could not be loaded', error);
    return { options: [], hint: t('failed') };
  }
}
