import { parseInput } from '@/lib/academy/input';
import { createDemoRequest } from '@/lib/academy/submissions';
import { writerOf } from '@/lib/academy/writers';
import { demoRequestFromWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { demoRequestSchema } from '@/lib/validation/demo-request';

export const POST = (request: Request) =>
  respondOnce(
    request,
    'demo-request',
    async () =>
      createDemoRequest(
        demoRequestFromWire(parseInput(demoRequestSchema, await readJson(request))),
        await writerOf(request),
      ),
    201,
  );
