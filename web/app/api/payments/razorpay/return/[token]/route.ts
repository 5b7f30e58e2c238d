import type { NextRequest } from 'next/server';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { mediaType, readCapped } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { isPayToken } from '@/lib/academy/payments/fees';
import { feePayPath } from '@/lib/page-paths';
import { takeReturn } from '@/lib/razorpay/returns';

const RETURN_LIMIT = 16 * 1024;

/**
 * Where Razorpay Checkout posts the payment's result in redirect mode (issue 55), a cross-site form post from
 * Razorpay's page (lib/http/same-origin.ts lets this address alone through: the signature is its proof). Whatever
 * it holds, the learner is sent on to the fee's pay page (303), which shows what was recorded.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/payments/razorpay/return/[token]'>) =>
  respond(async () => {
    const { token } = await params;
    const lang = request.nextUrl.searchParams.get('lang') ?? defaultLocale;
    if (isPayToken(token) && mediaType(request) === 'application/x-www-form-urlencoded') {
      await takeReturn(new URLSearchParams(new TextDecoder().decode(await readCapped(request, RETURN_LIMIT))));
    }
    const page = isPayToken(token) ? feePayPath(token) : '/';
    // On this site, by path: wherever the site is served from, the learner stays on it.
    const location = localizedPath(isLocale(lang) ? lang : defaultLocale, page);
    return new Response(null, { status: 303, headers: { Location: location } });
  });
