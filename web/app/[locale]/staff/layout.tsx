import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';

// The staff console (issue 28): rendered for each request, never prerendered or stored, so every page carries the
// request's CSP nonce (proxy.ts) and shows only what the signed-in member may see. The proxy adds no-store and
// X-Robots-Tag to every answer under /staff; search engines are told here too.
export const instant = false;
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  await connection();
  // Each page draws the console's own shell (_components/console-shell.tsx): the public site's header, footer and
  // chat button are the (site) group's layout's, never here (issue 54).
  return children;
}
