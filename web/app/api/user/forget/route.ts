import { resetPassword } from '@/lib/academy/accounts/password-reset';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';
import { grantOf } from '@/lib/validation/otp';

export const POST = (request: Request) =>
  respondOnce(request, 'password-reset', async () => {
    const body = await readJson(request);
    return resetPassword(parseInput(forgotPasswordSchema, body), grantOf(body), clientIp(request));
  });
