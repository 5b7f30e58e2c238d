import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveTrainer } from '@/lib/staff/catalogue/trainers';
import { requireStaff } from '@/lib/staff/guard';
import { MAX_CATALOGUE_JSON_BYTES, trainerFormSchema } from '@/lib/validation/catalogue';

/** An admin adds a trainer with the courses they teach, their batches and price options -> 201 `{id}`. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const form = parseInput(trainerFormSchema, await readJson(request, MAX_CATALOGUE_JSON_BYTES));
    const { touched, ...saved } = await saveTrainer(member.id, null, form);
    publishCatalogue(touched);
    return Response.json(saved, { status: 201 });
  });
