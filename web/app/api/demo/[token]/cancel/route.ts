import type { NextRequest } from 'next/server';
import { cancelDemo } from '@/lib/academy/demos/booking';
import { respond } from '@/lib/http/respond';

/** Cancels the link's booked demo class up to 2 hours before it starts (issue 53) -> 200 `{status: 'cancelled'}`. */
export const POST = (_request: NextRequest, { params }: RouteContext<'/api/demo/[token]/cancel'>) =>
  respond(async () => cancelDemo((await params).token));
