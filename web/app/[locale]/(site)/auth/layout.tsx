import { connection } from 'next/server';
import type { ReactNode } from 'react';

// The account screens are rendered for each request, never prerendered, so that Next.js can put the request's
// CSP nonce on every script and their policy needs no 'unsafe-inline' (lib/http/secure-response.ts). They show
// nothing cacheable anyway. `instant = false` allows the whole page to wait for the request.
export const instant = false;

export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return children;
}
