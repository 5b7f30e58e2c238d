import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '@/app/_lib/metadata';
import { categoryPath, courseThankYouPath } from '@/lib/routes/pages';
import { routeSlug } from '@/lib/routes/route-slug';
import { ReturnToCourse } from './return-to-course';

type Props = { params: Promise<{ categoryName: string; courseName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ categoryName, courseName }, t] = await Promise.all([params, getTranslations('courseThankYou')]);
  const path = courseThankYouPath(routeSlug(categoryName), routeSlug(courseName));
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path, index: false });
}

/** After a demo request or an enrolment (spec section 4); the way back leads to the courses of that category. */
export default function CourseThankYouPage({ params }: Props) {
  return (
    <Suspense fallback={null}>
      <CourseThankYou params={params} />
    </Suspense>
  );
}

async function CourseThankYou({ params }: Props) {
  const [{ categoryName }, t] = await Promise.all([params, getTranslations('courseThankYou')]);
  return (
    <ThankYou action={{ href: categoryPath(routeSlug(categoryName)), label: t('back') }}>
      <p>{t('text')}</p>
      <WithMessages namespaces={['courseReturn', 'demoPick']}>
        <ReturnToCourse />
      </WithMessages>
    </ThankYou>
  );
}
