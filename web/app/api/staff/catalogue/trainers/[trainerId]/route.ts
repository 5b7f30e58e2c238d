import type { NextRequest } from 'next/server';
import { parseId } from '@/lib/academy/query-params';
import { respond } from '@/lib/http/respond';
import { saveCatalogueEntry, trainerEntry } from '../../_lib/save-entry';

/** An admin changes a trainer and everything they teach (the whole form, saved in one transaction). */
export const PUT = (request: NextRequest, { params }: RouteContext<'/api/staff/catalogue/trainers/[trainerId]'>) =>
  respond(() => saveCatalogueEntry(request, trainerEntry, async () => parseId('trainerId', (await params).trainerId)));
