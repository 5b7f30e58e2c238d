import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveTrainer } from '@/lib/staff/catalogue/trainers';
import { requireStaff } from '@/lib/staff/guard';
import { MAX_CATALOGUE_JSON_BYTES, trainerFormSchema } from '@/lib/validation/catalogue';

/** An admin changes a trainer and everything they teach (the whole form, saved in one transaction). */
export const PUT = (request: NextRequest, { params }: RouteContext<'/api/staff/catalogue/trainers/[trainerId]'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('trainerId', (await params).trainerId);
    const form = parseInput(trainerFormSchema, await readJson(request, MAX_CATALOGUE_JSON_BYTES));
    const { touched, ...saved } = await saveTrainer(member.id, id, form);
    publishCatalogue(touched);
    return saved;
  });
