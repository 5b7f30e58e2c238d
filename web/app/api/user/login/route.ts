import { login } from '@/lib/academy/accounts/login';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { loginSessionToWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { loginSchema } from '@/lib/validation/login';

export const POST = (request: Request) =>
  respond(async () => loginSessionToWire(await login(parseInput(loginSchema, await readJson(request)), clientIp(request))));
