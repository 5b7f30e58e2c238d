import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { verifyOtp } from '@/lib/academy/otp';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { otpVerifySchema } from '@/lib/validation/otp';

export const POST = (request: Request) =>
  respond(async () => {
    const { email, otpCode, purpose } = parseInput(otpVerifySchema, await readJson(request));
    return verifyOtp(email, purpose, otpCode, clientIp(request));
  });
