import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { scheduleText } from '@/lib/schedule-words';

/** Timings, days and prices in the page's language, for the course page's client components. */
export function useScheduleText() {
  const t = useTranslations('courseSchedule');
  const locale = useLocale();
  return useMemo(() => scheduleText(t, locale), [t, locale]);
}
