import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { sendPaymentLink } from '@/lib/razorpay/links';
import { requireStaff } from '@/lib/staff/guard';
import { paymentLinkSchema } from '@/lib/validation/payment-link';
import { paiseOfRupees } from '@/lib/validation/rupees';

/**
 * A member makes a payment link on a lead (issue 55): `{amount: '599', reason, days: '3'}` -> 201 `{id, shortUrl,
 * expiresAt}`, mailed to the learner; 409 while the lead has an open one.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/payment-links'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const leadId = parseId('leadId', (await params).leadId);
    const { amount, reason, days } = parseInput(paymentLinkSchema, await readJson(request));
    return sendPaymentLink({
      staffId: member.id,
      leadId,
      amountPaise: paiseOfRupees(amount),
      reason: reason ?? '',
      days: Number(days),
    });
  }, 201);
