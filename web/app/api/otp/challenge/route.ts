import { connection } from 'next/server';
import { otpChallenge } from '@/lib/academy/otp';
import { respond } from '@/lib/http/respond';

/** A challenge for a client pass (lib/academy/client-pass.ts); the forms that send an OTP ask for one on loading. */
export const GET = () =>
  respond(async () => {
    await connection();
    return otpChallenge();
  });
