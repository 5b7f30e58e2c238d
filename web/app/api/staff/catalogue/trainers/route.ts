import type { NextRequest } from 'next/server';
import { respond } from '@/lib/http/respond';
import { saveCatalogueEntry, trainerEntry } from '../_lib/save-entry';

/** An admin adds a trainer with the courses they teach, their batches and price options -> 201 `{id}`. */
export const POST = (request: NextRequest) => respond(() => saveCatalogueEntry(request, trainerEntry, null), 201);
