import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import type { Namespace } from '@/lib/i18n/messages';
import { STAFF_SAID } from '../_lib/said';
import styles from '../staff.module.css';
import { ConsoleHeading, ConsoleShell } from './console-shell';

type Props = { title: string; lead?: string; messages?: readonly Namespace[]; children: ReactNode };

/** Sign in, Set password and the first admin's setup: one card in the console's frame, before any rail. */
export function StaffFormScreen({ title, lead, messages = [], children }: Props) {
  return (
    <ConsoleShell>
      <div className={styles.card}>
        <ConsoleHeading title={title} lead={lead} />
        <WithMessages namespaces={messages} said={STAFF_SAID}>
          {children}
        </WithMessages>
      </div>
    </ConsoleShell>
  );
}
