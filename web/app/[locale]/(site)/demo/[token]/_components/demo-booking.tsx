'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { DemoPageView } from '@/lib/academy/demos/demo-page';
import { CancelDemo } from './cancel-demo';
import { DemoTimes } from './demo-times';
import styles from './demo-booking.module.css';

/** The booking page's body: the booked class (when there is one), then the times to pick or move to. */
export function DemoBooking({ token, view }: { token: string; view: DemoPageView }) {
  const t = useTranslations('demoBooking');
  const { booked } = view;
  const mayPick = !booked || booked.changeable;
  const card = useRef<HTMLElement>(null);
  const [said, setSaid] = useState('');
  // After a booking, a move or a cancel the page is read again: say what changed, and take the eye to the class.
  const shown = useRef(`${view.status} ${booked?.when}`);
  useEffect(() => {
    const now = `${view.status} ${booked?.when}`;
    if (now === shown.current) return;
    shown.current = now;
    setSaid(booked ? t('booked') : view.status === 'cancelled' ? t('cancelled') : '');
    card.current?.focus();
  }, [view.status, booked, t]);
  return (
    <div className={styles.page}>
      <p role="status" className={said ? styles.said : 'visually-hidden'}>
        {said}
      </p>
      {booked && (
        <section ref={card} tabIndex={-1} className={styles.booked} aria-label={t('bookedTitle')}>
          <dl className={styles.facts}>
            <dt>{t('when')}</dt>
            <dd>{booked.when}</dd>
            <dt>{t('where')}</dt>
            <dd>
              {booked.where && /^https?:\/\//.test(booked.where) ? (
                <a href={booked.where} target="_blank" rel="noopener noreferrer">
                  {booked.where}
                </a>
              ) : (
                (booked.where ?? t('placeLater'))
              )}
            </dd>
          </dl>
          <p className={styles.actions}>
            <a className={styles.calendar} href={booked.googleUrl} target="_blank" rel="noopener noreferrer">
              {t('addToCalendar')}
            </a>
            {booked.changeable && <CancelDemo token={token} />}
          </p>
          {!booked.changeable && <p className={styles.note}>{t('tooLate')}</p>}
        </section>
      )}
      {view.status === 'cancelled' && (
        <p className={styles.note} role="note">
          {t('cancelledNote')}
        </p>
      )}
      {mayPick && (
        <section aria-labelledby="demo-times">
          <h2 id="demo-times" className={styles.heading}>
            {booked ? t('changeTitle') : t('timesLegend')}
          </h2>
          <p className={styles.note}>{t('ist')}</p>
          {view.days.length === 0 ? (
            <p className={styles.note}>{t('noTimes')}</p>
          ) : (
            <DemoTimes token={token} days={view.days} moving={Boolean(booked)} />
          )}
        </section>
      )}
    </div>
  );
}
