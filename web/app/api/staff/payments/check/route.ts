import type { NextRequest } from 'next/server';
import { formatPaise } from '@/lib/academy/payments/amounts';
import { respond } from '@/lib/http/respond';
import { unrecordedPayments } from '@/lib/razorpay/reconcile';
import { requireStaff } from '@/lib/staff/guard';
import { CHECK_DAYS } from '@/lib/validation/payments';

/** An admin asks Razorpay for the payments it captured in the last week that the site has not recorded (issue 55). */
export const POST = (request: NextRequest) =>
  respond(async () => {
    await requireStaff(request, 'admin');
    const missing = await unrecordedPayments(CHECK_DAYS);
    return {
      payments: missing.map(({ amountPaise, ...payment }) => ({ ...payment, amount: formatPaise(amountPaise) })),
    };
  });
