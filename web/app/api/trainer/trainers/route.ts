import { parseInput } from '@/lib/academy/input';
import { createTrainerApplication } from '@/lib/academy/trainer-applications';
import { writerOf } from '@/lib/academy/writers';
import { trainerApplicationFromWire } from '@/lib/backend/wire-forms';
import { asHttpError, HttpError } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { trainerApplicationSchema } from '@/lib/validation/trainer-application';

// The Become a Trainer page shows the response's `message` under the email field, so every refusal carries one.
export const POST = (request: Request) =>
  respondOnce(
    request,
    'trainer-application',
    async () => {
      try {
        return await createTrainerApplication(
          trainerApplicationFromWire(parseInput(trainerApplicationSchema, await readJson(request))),
          await writerOf(request),
        );
      } catch (error) {
        const known = asHttpError(error);
        if (known && typeof known.extra.message !== 'string') {
          throw new HttpError(known.status, known.message, { ...known.extra, message: known.message }, known.headers);
        }
        throw error;
      }
    },
    201,
  );
