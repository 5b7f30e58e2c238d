import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { NoChat } from '@/components/whatsapp-chat/whatsapp-chat';

// The staff console (issue 28): rendered for each request, never prerendered or stored, so every page carries the
// request's CSP nonce (proxy.ts) and shows only what the signed-in member may see. The proxy adds no-store and
// X-Robots-Tag to every answer under /staff; search engines are told here too.
export const instant = false;
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <>
      <NoChat />
      {children}
    </>
  );
}
