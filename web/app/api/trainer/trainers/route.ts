import { HttpError } from '@/lib/http/errors';
import { parseInput } from '@/lib/academy/input';
import { createTrainerApplication } from '@/lib/academy/trainer-applications';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { trainerApplicationSchema } from '@/lib/validation/trainer-application';

// The Become a Trainer page shows the response's `message` under the email field, so every refusal carries one.
export const POST = (request: Request) =>
  respond(async () => {
    try {
      return await createTrainerApplication(parseInput(trainerApplicationSchema, await readJson(request)));
    } catch (error) {
      if (error instanceof HttpError && typeof error.extra.message !== 'string') {
        throw new HttpError(error.status, error.message, { ...error.extra, message: error.message });
      }
      throw error;
    }
  }, 201);
