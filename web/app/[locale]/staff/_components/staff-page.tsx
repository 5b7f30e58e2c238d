import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/ui/page-shell';
import type { StaffMember } from '@/lib/staff/sessions';
import { StaffBar } from './staff-bar';

/** A console page's metadata: its title, and never in a search engine. */
export const staffMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

type Props = { member: StaffMember; title: string; lead?: string; children: ReactNode };

/** A signed-in console page: its title, then the console's bar, then the page. */
export function StaffPage({ member, title, lead, children }: Props) {
  return (
    <PageShell title={title} lead={lead}>
      <StaffBar member={member} />
      {children}
    </PageShell>
  );
}
