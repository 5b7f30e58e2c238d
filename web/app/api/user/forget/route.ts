import { resetPassword } from '@/lib/academy/accounts/password-reset';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';

export const POST = (request: Request) =>
  respond(async () => resetPassword(parseInput(forgotPasswordSchema, await readJson(request)), clientIp(request)));
