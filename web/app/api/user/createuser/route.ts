import { createUser } from '@/lib/academy/accounts/signup';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { profileToWire, signupFromWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { grantOf } from '@/lib/validation/otp';
import { signupSchema } from '@/lib/validation/signup';

export const POST = (request: Request) =>
  respondOnce(
    request,
    'signup',
    async () => {
      const body = await readJson(request);
      const { message, ...account } = await createUser(
        signupFromWire(parseInput(signupSchema, body)),
        grantOf(body),
        clientIp(request),
      );
      return { ...profileToWire(account), message };
    },
    201,
  );
