import { and, isNotNull, isNull } from 'drizzle-orm';
import { tables } from '@/lib/db';

const { courses } = tables;

/**
 * Courses on offer: published (a draft, issue 52, is the console's alone) and not archived (issue 29). Every list,
 * lookup, search, form and address the public sees reads courses through this condition.
 */
export const onOffer = and(isNotNull(courses.publishedAt), isNull(courses.archivedAt))!;
