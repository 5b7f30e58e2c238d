import { clientIp } from '@/lib/academy/client-ip';
import { passHolder } from '@/lib/academy/client-pass';
import { parseInput } from '@/lib/academy/input';
import { sendOtp } from '@/lib/academy/otp';
import { languageOfRequest } from '@/lib/i18n/locales';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import { otpSendSchema } from '@/lib/validation/otp';

export const POST = (request: Request) =>
  respond(async () => {
    const { email, purpose } = parseInput(otpSendSchema, await readJson(request));
    return sendOtp(
      email,
      purpose,
      clientIp(request),
      passHolder(request.headers.get(PASS_HEADER)),
      languageOfRequest(request),
    );
  });
