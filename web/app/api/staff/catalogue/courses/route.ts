import type { NextRequest } from 'next/server';
import { respond } from '@/lib/http/respond';
import { courseEntry, saveCatalogueEntry } from '../_lib/save-entry';

/** An admin adds a course (the course form's fields) -> 201 `{id, slug}`; live on the next request of every page. */
export const POST = (request: NextRequest) => respond(() => saveCatalogueEntry(request, courseEntry, null), 201);
