'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { noteReturn, takeReturn } from '../_lib/thank-you-return';

const RETURN_AFTER_MS = 3000; // spec section 9: the thank-you page goes back after 3000 ms

/**
 * After a demo request or an enrolment the visitor is taken back to the course (spec section 4). Only when one of
 * the course page's forms sent them here: on a direct visit, going back one page could leave the site.
 */
export function ReturnToCourse() {
  const t = useTranslations('courseReturn');
  const router = useRouter();
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    const path = window.location.pathname;
    if (!takeReturn(path)) return;
    setReturning(true);
    let left = false;
    const timer = window.setTimeout(() => {
      left = true;
      router.back();
    }, RETURN_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      // Unmounted before the timer ran (React's development double mount): keep the note for the next mount.
      if (!left) noteReturn(path);
    };
  }, [router]);

  return <p role="status">{returning ? t('returning') : null}</p>;
}
