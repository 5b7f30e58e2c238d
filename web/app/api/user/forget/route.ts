import { resetPassword } from '@/lib/academy/accounts/password-reset';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';

export const POST = (request: Request) =>
  respondOnce(request, 'password-reset', async () => resetPassword(parseInput(forgotPasswordSchema, await readJson(request)), clientIp(request)));
