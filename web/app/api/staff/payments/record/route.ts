import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { recordFromGateway } from '@/lib/razorpay/reconcile';
import { requireStaff } from '@/lib/staff/guard';
import { auditPaymentRecorded } from '@/lib/staff/payments/recorded';

const body = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{8,32}$/, 'No such payment') }).strict();

/**
 * "Record it" (issue 55): a payment Razorpay captured that the site had not recorded, recorded from Razorpay's own
 * account of it: `{paymentId}` -> `{outcome}` ('paid', 'recorded', 'unchanged'); 409 when it is no fee of this site's.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const { paymentId } = parseInput(body, await readJson(request));
    const outcome = await recordFromGateway(paymentId);
    await auditPaymentRecorded(member.id, paymentId, outcome);
    return { outcome };
  });
