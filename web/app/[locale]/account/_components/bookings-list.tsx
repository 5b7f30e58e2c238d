'use client';

import Link from 'next/link';
import type { Route } from 'next';
import { useState } from 'react';
import { istDateTimeOf } from '@/components/ui/relative-time';
import type { Booking, BookingStatus } from '@/lib/academy/accounts/bookings';
import { postJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import styles from './account.module.css';
import { useAction } from './use-action';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  received: 'Received', contacted: 'Contacted', demo_scheduled: 'Demo scheduled', enrolled: 'Enrolled', closed: 'Closed', cancelled: 'Cancelled',
};

/** My demo requests and enrolments, newest first, each with the status the academy's staff keep. */
export function BookingsList({ bookings, onChange }: { bookings: Booking[]; onChange: () => void }) {
  if (bookings.length === 0) {
    return (
      <p className={styles.empty}>
        No demo requests or enrolments yet. <Link href={pages.catalogue.path}>Browse the courses</Link>
      </p>
    );
  }
  return (
    <ul className={styles.cards}>
      {bookings.map((booking) => (
        <li key={booking.id} className={styles.card} aria-label={`${booking.kind === 'demo' ? 'Demo request' : 'Enrolment'}: ${booking.courseName}`}>
          <div className={styles.cardHead}>
            <span className={styles.kind}>{booking.kind === 'demo' ? 'Demo request' : 'Enrolment'}</span>
            <span className={styles.status} data-status={booking.status}>{BOOKING_STATUS_LABELS[booking.status]}</span>
          </div>
          <h3 className={styles.cardTitle}>
            {booking.coursePath ? <Link href={booking.coursePath as Route}>{booking.courseName}</Link> : booking.courseName}
          </h3>
          <dl className={styles.facts}>
            {booking.trainerName && <Fact label="Trainer" value={booking.trainerName} />}
            {booking.timing && <Fact label="Timing" value={booking.timing} />}
            {booking.slots && <Fact label="Slot" value={booking.slots} />}
            {booking.price && <Fact label="Price" value={booking.price} />}
            <Fact label="Sent" value={istDateTimeOf(booking.receivedAt)} />
          </dl>
          {booking.cancellable && <CancelRequest leadId={booking.id} onCancelled={onChange} />}
        </li>
      ))}
    </ul>
  );
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
  const [asking, setAsking] = useState(false);
  const { run: cancel, busy: sending, error } = useAction(async () => {
    const result = await postJson(`/api/user/requests/${leadId}/cancel`, {});
    if (!result.ok) return result.message;
    onCancelled();
    return null;
  });

  return (
    <div className={styles.actions}>
      {asking ? (
        <>
          <span>Cancel this demo request?</span>
          <button type="button" className={styles.dangerButton} onClick={() => void cancel()} disabled={sending} aria-busy={sending}>
            {sending ? 'Cancelling…' : 'Yes, cancel it'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => setAsking(false)} disabled={sending}>Keep it</button>
        </>
      ) : (
        <button type="button" className={styles.secondaryButton} onClick={() => setAsking(true)}>Cancel request</button>
      )}
      {error && <p role="alert" className={styles.error}>{error}</p>}
    </div>
  );
}
