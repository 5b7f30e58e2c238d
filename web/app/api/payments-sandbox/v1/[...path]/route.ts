import { connection } from 'next/server';
import { answerSandboxApi } from '@/lib/payments-sandbox/rest-api';

// Issue 55: the payments sandbox's stand-in for Razorpay's REST API v1 (404 unless PAYMENTS=sandbox).

export async function GET(request: Request, { params }: RouteContext<'/api/payments-sandbox/v1/[...path]'>) {
  // The store changes with every order: never prerendered (cacheComponents would try at build).
  await connection();
  return answerSandboxApi(request, (await params).path);
}

export async function POST(request: Request, { params }: RouteContext<'/api/payments-sandbox/v1/[...path]'>) {
  return answerSandboxApi(request, (await params).path);
}
