'use client';

import { useTranslations } from 'next-intl';
import type { PayPageView } from '@/lib/academy/payments/pay-page';
import { PayForm } from './pay-form';
import styles from './pay.module.css';

/** The fee as the learner reads it, then the form to pay it, or that it is paid. */
export function PayFee({ token, view }: { token: string; view: PayPageView }) {
  const t = useTranslations('pay');
  return (
    <div className={styles.page}>
      {view.test && (
        <p className={styles.test}>
          <strong>{t('test')}</strong> {t('testLead')}
        </p>
      )}
      <section className={styles.card} data-paid={view.paid} aria-label={t('summary')}>
        <dl className={styles.facts}>
          <dt>{t('course')}</dt>
          <dd>{view.courseName}</dd>
          <dt>{t('for')}</dt>
          <dd>{view.description}</dd>
          <dt>{t('amount')}</dt>
          <dd className={styles.amount}>{view.amount}</dd>
          <dt>{t('status')}</dt>
          <dd>
            {view.paid ? (
              <span className={styles.paid}>{view.paidOn ? t('paidOn', { date: view.paidOn }) : t('paid')}</span>
            ) : (
              t('due')
            )}
          </dd>
        </dl>
      </section>
      {!view.paid && (
        <>
          {view.lastFailed && (
            <p className={styles.failed} role="status">
              {t('failed')}
            </p>
          )}
          <PayForm token={token} amount={view.amount} state={view.state} />
          <p className={styles.note}>{t('secure')}</p>
        </>
      )}
    </div>
  );
}
