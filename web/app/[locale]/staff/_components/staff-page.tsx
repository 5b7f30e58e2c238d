import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { StaffMember } from '@/lib/staff/sessions';
import { ConsoleHeading, ConsoleShell } from './console-shell';

/** A console page's metadata: its title, and never in a search engine. */
export const staffMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

type Props = { member: StaffMember; title: string; lead?: string; children: ReactNode };

/** A signed-in console page: the console's shell, the page's title, then the page. */
export function StaffPage({ member, title, lead, children }: Props) {
  return (
    <ConsoleShell member={member}>
      <ConsoleHeading title={title} lead={lead} />
      {children}
    </ConsoleShell>
  );
}
