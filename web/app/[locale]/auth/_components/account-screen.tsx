import type { ReactNode } from 'react';
import { PageShell } from '@/components/ui/page-shell';
import styles from './auth.module.css';

type Props = { title: string; lead: string; form: ReactNode; children: ReactNode };

/** Log in, Sign up and Forgot password: the form in a card-width column, and below it the links to the others (children). */
export function AccountScreen({ title, lead, form, children }: Props) {
  return (
    <PageShell narrow title={title} lead={lead}>
      <div className={styles.card}>
        {form}
        <p className={styles.links}>{children}</p>
      </div>
    </PageShell>
  );
}
