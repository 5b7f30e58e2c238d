import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../../_lib/metadata';
import { routeSlug } from '../../../../_lib/route-slug';

type Props = { params: Promise<{ categoryName: string; courseName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryName, courseName } = await params;
  const path = `/course/${routeSlug(categoryName)}/${routeSlug(courseName)}/thankyou`;
  return {
    ...pageMetadata({ title: 'Thank You', description: 'We have received your request and will confirm your class soon.', path }),
    robots: { index: false },
  };
}

/** After a demo request or an enrolment (spec section 4); the way back leads to the course the learner came from. */
export default function CourseThankYouPage({ params }: Props) {
  return (
    <Suspense fallback={null}>
      <CourseThankYou params={params} />
    </Suspense>
  );
}

async function CourseThankYou({ params }: Props) {
  const { categoryName, courseName } = await params;
  return (
    <ThankYou action={{ href: `/course/${routeSlug(categoryName)}/${routeSlug(courseName)}`, label: 'Back to the course' }}>
      <p>We have received your request. The trainer&apos;s team will confirm your class timing shortly.</p>
    </ThankYou>
  );
}
