import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import type { Namespace } from '@/lib/i18n/messages';
import styles from './auth.module.css';

type Props = {
  title: string;
  lead: string;
  /** The client form, and the namespaces it reads (the validation messages come with every one). */
  form: ReactNode;
  messages: readonly Namespace[];
  children: ReactNode;
};

/** Log in, Sign up and Forgot password: the form in a card-width column, and below it the links to the others (children). */
export function AccountScreen({ title, lead, form, messages, children }: Props) {
  return (
    <PageShell narrow title={title} lead={lead}>
      <div className={styles.card}>
        <WithMessages namespaces={messages} said={['validation']}>
          {form}
        </WithMessages>
        <p className={styles.links}>{children}</p>
      </div>
    </PageShell>
  );
}
