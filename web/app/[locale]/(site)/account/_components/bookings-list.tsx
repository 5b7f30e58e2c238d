'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import { PageLink } from '@/components/ui/page-link';
import { istDateTimeOf } from '@/components/ui/relative-time';
import type { Booking } from '@/lib/academy/accounts/bookings';
import { postJson } from '@/lib/browser/academy-api';
import { saveDownload } from '@/lib/browser/save-download';
import { pages } from '@/lib/routes/pages';
import styles from './account.module.css';
import { ConfirmButtons } from '@/components/forms/confirm-buttons';
import { useAction } from '@/components/forms/use-action';
import { ActionRow } from './action-row';

/**
 * My demo requests and enrolments, newest first, each with the status the academy's staff keep (in the page's
 * language; the course, trainer, timing and price as the booking holds them).
 */
export function BookingsList({ bookings, onChange }: { bookings: Booking[]; onChange: () => void }) {
  const t = useTranslations('account.bookings');
  const locale = useLocale();
  if (bookings.length === 0) {
    return (
      <p className={styles.empty}>
        {t.rich('empty', { link: (words) => <PageLink href={pages.catalogue.path}>{words}</PageLink> })}
      </p>
    );
  }
  return (
    <ul className={styles.cards}>
      {bookings.map((booking) => {
        const kind = booking.kind === 'demo' ? t('demo') : t('enrolment');
        return (
          <li key={booking.id} className={styles.card} aria-label={t('card', { kind, course: booking.courseName })}>
            <div className={styles.cardHead}>
              <span className={styles.kind}>{kind}</span>
              <span className={styles.status} data-status={booking.status}>
                {t(`status.${booking.status}`)}
              </span>
            </div>
            <h3 className={styles.cardTitle}>
              {booking.coursePath ? (
                <PageLink href={booking.coursePath}>{booking.courseName}</PageLink>
              ) : (
                booking.courseName
              )}
            </h3>
            <dl className={styles.facts}>
              {booking.trainerName && <Fact label={t('trainer')} value={booking.trainerName} />}
              {booking.timing && <Fact label={t('timing')} value={booking.timing} />}
              {booking.slots && <Fact label={t('slot')} value={booking.slots} />}
              {booking.price && <Fact label={t('price')} value={booking.price} />}
              {booking.demo?.when && <Fact label={t('demoClass')} value={booking.demo.when} />}
              {booking.demo?.when && <Fact label={t('where')} value={booking.demo.where ?? t('placeLater')} />}
              <Fact label={t('sent')} value={istDateTimeOf(booking.receivedAt, locale)} />
            </dl>
            {booking.fee && <FeeLine fee={booking.fee} />}
            {booking.demo && <DemoLinks demo={booking.demo} />}
            {booking.cancellable && <CancelRequest leadId={booking.id} onCancelled={onChange} />}
          </li>
        );
      })}
    </ul>
  );
}

/** A demo request's class (issue 53): "Add to calendar" once booked, and its booking page to pick, move or cancel. */
function DemoLinks({ demo }: { demo: NonNullable<Booking['demo']> }) {
  const t = useTranslations('account.bookings');
  if (!demo.googleUrl && !demo.managePath) return null;
  return (
    <p className={styles.actions}>
      {demo.managePath && (
        <PageLink href={demo.managePath} className={styles.primaryLink} prefetch={false}>
          {demo.when ? t('changeTime') : t('pickTime')}
        </PageLink>
      )}
      {demo.googleUrl && (
        <a href={demo.googleUrl} className={styles.secondaryButton} target="_blank" rel="noopener noreferrer">
          {t('addToCalendar')}
        </a>
      )}
    </p>
  );
}

/** An enrolment's fee paid online (issue 55): paid, with its GST invoice, or "Pay ₹599 now" on its pay page. */
function FeeLine({ fee }: { fee: NonNullable<Booking['fee']> }) {
  const t = useTranslations('account.bookings');
  if (fee.paid)
    return (
      <>
        <p className={styles.paidFee}>{t('feePaid', { amount: fee.amount })}</p>
        {fee.invoice && <DocumentDownload id={fee.invoice.id} label={t('invoice', { number: fee.invoice.number })} />}
        {fee.creditNotes.map((note) => (
          <DocumentDownload
            key={note.id}
            id={note.id}
            label={t('creditNote', { number: note.number, amount: note.amount })}
          />
        ))}
      </>
    );
  if (!fee.payPath) return null;
  return (
    <p className={styles.actions}>
      <PageLink href={fee.payPath} className={styles.primaryLink} prefetch={false}>
        {t('payNow', { amount: fee.amount })}
      </PageLink>
    </p>
  );
}

/**
 * "Download invoice INV/26-27/00001", "Refunded ₹299.50: download credit note CN/26-27/00001": the PDF, fetched with
 * the session's token and saved by the browser.
 */
function DocumentDownload({ id, label }: { id: number; label: string }) {
  const t = useTranslations('account.bookings');
  const download = async () =>
    (await saveDownload(`/api/user/invoices/${id}`, 'invoice.pdf')) ? null : t('invoiceFailed');
  return <ActionRow className={styles.actions} label={label} busyLabel={t('invoicePreparing')} work={download} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Cancel, asked once more before it is sent; the server refuses once staff have started on it. */
function CancelRequest({ leadId, onCancelled }: { leadId: number; onCancelled: () => void }) {
  const t = useTranslations('account.bookings');
  const say = useSaid();
  const [asking, setAsking] = useState(false);
  const {
    run: cancel,
    busy: sending,
    error,
  } = useAction(async () => {
    const result = await postJson(`/api/user/requests/${leadId}/cancel`, {});
    if (!result.ok) return result.message;
    onCancelled();
    return null;
  });

  return (
    <div className={styles.actions}>
      {asking ? (
        <ConfirmButtons
          question={t('cancelAsk')}
          confirm={t('cancelConfirm')}
          busyLabel={t('cancelling')}
          keep={t('keep')}
          busy={sending}
          onConfirm={() => void cancel()}
          onKeep={() => setAsking(false)}
          confirmClass={styles.dangerButton}
          keepClass={styles.secondaryButton}
        />
      ) : (
        <button type="button" className={styles.secondaryButton} onClick={() => setAsking(true)}>
          {t('cancel')}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {say(error)}
        </p>
      )}
    </div>
  );
}
