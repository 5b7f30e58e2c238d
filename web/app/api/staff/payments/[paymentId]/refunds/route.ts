import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { notFound } from '@/lib/academy/errors';
import { respond } from '@/lib/http/respond';
import { startRefund } from '@/lib/razorpay/refunds';
import { requireStaff } from '@/lib/staff/guard';
import { refundFormSchema } from '@/lib/validation/refund';
import { paiseOfRupees } from '@/lib/validation/rupees';

/**
 * An admin gives back all or part of a captured payment, named by Razorpay's id (issue 55): `{amount: '299.50',
 * reason}` -> 201 `{outcome}`, 'refunded' when Razorpay processed it at once (its credit note issued), 'pending'
 * while it works on it.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/payments/[paymentId]/refunds'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const { paymentId } = await params;
    if (!/^pay_[A-Za-z0-9]{8,32}$/.test(paymentId)) throw notFound('No such captured payment');
    const { amount, reason } = parseInput(refundFormSchema, await readJson(request));
    const outcome = await startRefund({
      staffId: member.id,
      gatewayPaymentId: paymentId,
      amountPaise: paiseOfRupees(amount),
      reason,
    });
    return { outcome };
  }, 201);
