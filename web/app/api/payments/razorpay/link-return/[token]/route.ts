import type { NextRequest } from 'next/server';
import { respond } from '@/lib/http/respond';
import { isPayToken } from '@/lib/academy/payments/fees';
import { feePayPath } from '@/lib/page-paths';
import { takeLinkReturn } from '@/lib/razorpay/links';

/**
 * Where a paid payment link brings the learner back (issue 55): Razorpay's GET with the signed query, recorded when
 * the signature holds; whatever it holds, the learner is sent on to the link's fee's pay page (303), which says it is
 * paid.
 */
export const GET = (request: NextRequest, { params }: RouteContext<'/api/payments/razorpay/link-return/[token]'>) =>
  respond(async () => {
    const { token } = await params;
    if (isPayToken(token)) await takeLinkReturn(request.nextUrl.searchParams);
    // On this site, by path: wherever the site is served from, the learner stays on it.
    return new Response(null, { status: 303, headers: { Location: isPayToken(token) ? feePayPath(token) : '/' } });
  });
