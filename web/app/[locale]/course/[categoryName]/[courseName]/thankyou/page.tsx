import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../../../_lib/metadata';
import { categoryPath, courseThankYouPath } from '@/lib/routes/pages';
import { routeSlug } from '@/lib/routes/route-slug';
import { ReturnToCourse } from './return-to-course';

type Props = { params: Promise<{ categoryName: string; courseName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryName, courseName } = await params;
  const path = courseThankYouPath(routeSlug(categoryName), routeSlug(courseName));
  return pageMetadata({ title: 'Thank You', description: 'We have received your request and will confirm your class soon.', path, index: false });
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
  const { categoryName } = await params;
  return (
    <ThankYou action={{ href: categoryPath(routeSlug(categoryName)), label: 'Back to courses' }}>
      <p>We have received your request. The trainer&apos;s team will confirm your class timing shortly.</p>
      <ReturnToCourse />
    </ThankYou>
  );
}
