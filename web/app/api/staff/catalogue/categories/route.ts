import type { NextRequest } from 'next/server';
import { respond } from '@/lib/http/respond';
import { categoryEntry, saveCatalogueEntry } from '../_lib/save-entry';

/** An admin adds a category: `{name, icon, position}` -> 201 `{id, slug}`; 409 when the name's address is taken. */
export const POST = (request: NextRequest) => respond(() => saveCatalogueEntry(request, categoryEntry, null), 201);
