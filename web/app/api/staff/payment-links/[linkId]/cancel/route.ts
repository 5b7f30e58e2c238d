import type { NextRequest } from 'next/server';
import { notFound } from '@/lib/academy/errors';
import { NO_LINK } from '@/lib/academy/payments/links';
import { respond } from '@/lib/http/respond';
import { cancelLink } from '@/lib/razorpay/links';
import { requireStaff } from '@/lib/staff/guard';

/** A member cancels an open payment link, named by Razorpay's id (issue 55): 200 `{status: 'cancelled'}`. */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/payment-links/[linkId]/cancel'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const { linkId } = await params;
    if (!/^plink_[A-Za-z0-9]{8,32}$/.test(linkId)) throw notFound(NO_LINK);
    await cancelLink(member.id, linkId);
    return { status: 'cancelled' };
  });
