import type { NextRequest } from 'next/server';
import { parseId } from '@/lib/academy/query-params';
import { respond } from '@/lib/http/respond';
import { courseEntry, saveCatalogueEntry } from '../../_lib/save-entry';

/** An admin changes a course; a rename moves its page and the old address answers 308. */
export const PUT = (request: NextRequest, { params }: RouteContext<'/api/staff/catalogue/courses/[courseId]'>) =>
  respond(() => saveCatalogueEntry(request, courseEntry, async () => parseId('courseId', (await params).courseId)));
