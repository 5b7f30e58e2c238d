import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import type { Namespace } from '@/lib/i18n/messages';
import { STAFF_SAID } from '../_lib/said';
import styles from '../staff.module.css';

type Props = { title: string; lead: string; messages: readonly Namespace[]; children: ReactNode };

/** Sign in and Set password: one form in a narrow card, with the messages it reads, before any console bar. */
export function StaffFormScreen({ title, lead, messages, children }: Props) {
  return (
    <PageShell narrow title={title} lead={lead}>
      <div className={styles.card}>
        <WithMessages namespaces={messages} said={STAFF_SAID}>
          {children}
        </WithMessages>
      </div>
    </PageShell>
  );
}
