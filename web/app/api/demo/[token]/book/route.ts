import type { NextRequest } from 'next/server';
import { bookDemo } from '@/lib/academy/demos/booking';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { demoBookingSchema } from '@/lib/validation/demo-booking';

/**
 * Books or moves the link's demo class (issue 53): `{session}` -> 200 `{status: 'booked', startsAt, endsAt, change}`;
 * 404 for a forged or expired link, 400 for a time that is not offered, 409 when it was just taken (`next`: the
 * next free times) or the class starts within 2 hours. No login: the link's token is the key.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/demo/[token]/book'>) =>
  respond(async () => {
    const { token } = await params;
    const { session } = parseInput(demoBookingSchema, await readJson(request));
    return bookDemo(token, session);
  });
