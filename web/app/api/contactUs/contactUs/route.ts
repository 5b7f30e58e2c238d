import { parseInput } from '@/lib/academy/input';
import { createEnquiry } from '@/lib/academy/submissions';
import { writerOf } from '@/lib/academy/writers';
import { enquiryFromWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { contactSchema } from '@/lib/validation/contact';

export const POST = (request: Request) =>
  respondOnce(
    request,
    'enquiry',
    async () =>
      createEnquiry(enquiryFromWire(parseInput(contactSchema, await readJson(request))), await writerOf(request)),
    201,
  );
