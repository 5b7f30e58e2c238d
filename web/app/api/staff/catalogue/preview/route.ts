import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { courseFormSchema, MAX_CATALOGUE_JSON_BYTES } from '@/lib/validation/catalogue';

const previewSchema = z.object({ html: courseFormSchema.shape.textWhatToLearn });

/** The course page's own cleaning of "what you learn" HTML, so the editor's preview shows exactly what the page will. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    await requireStaff(request, 'admin');
    const { html } = parseInput(previewSchema, await readJson(request, MAX_CATALOGUE_JSON_BYTES));
    return { html: sanitizeCourseHtml(html) };
  });
