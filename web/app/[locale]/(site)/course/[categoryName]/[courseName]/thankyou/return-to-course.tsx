'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { noteReturn, notePick, takeReturn, type PayNote } from '../_lib/thank-you-return';
import { PickDemoLink } from '../_components/pick-demo-link';
import styles from './thank-you.module.css';

const RETURN_AFTER_MS = 3000; // spec section 9: the thank-you page goes back after 3000 ms

/**
 * After a demo request or an enrolment the visitor is taken back to the course (spec section 4). Only when one of
 * the course page's forms sent them here: on a direct visit, going back one page could leave the site. After a demo
 * request it offers "Pick your demo time" (issue 53), and the course page offers it again once they are back. After an
 * enrolment with a fee paid online it offers "Pay ₹2,199" (issue 55) and stays: the learner has something to do here.
 */
export function ReturnToCourse() {
  const t = useTranslations('courseReturn');
  const router = useRouter();
  const [returning, setReturning] = useState(false);
  const [demoPath, setDemoPath] = useState<string>();
  const [pay, setPay] = useState<PayNote>();

  useEffect(() => {
    const path = window.location.pathname;
    const note = takeReturn(path);
    if (!note) return;
    if (note.pay) {
      setPay(note.pay);
      return;
    }
    setReturning(true);
    setDemoPath(note.demoPath);
    let left = false;
    const timer = window.setTimeout(() => {
      left = true;
      if (note.demoPath) notePick(note.demoPath);
      router.back();
    }, RETURN_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      // Unmounted before the timer ran (React's development double mount): keep the note for the next mount.
      if (!left) noteReturn(path, note.demoPath);
    };
  }, [router]);

  return (
    <>
      {pay && (
        <div className={styles.pick}>
          <p>{t('payLead')}</p>
          <Link href={pay.path} className={styles.pay} prefetch={false}>
            {t('pay', { amount: pay.amount })}
          </Link>
        </div>
      )}
      {demoPath && (
        <p className={styles.pick}>
          <PickDemoLink href={demoPath} />
        </p>
      )}
      <p role="status">{returning ? t('returning') : null}</p>
    </>
  );
}
