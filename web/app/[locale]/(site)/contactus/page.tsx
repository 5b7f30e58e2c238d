import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { loadCourseOptions } from '@/app/_lib/course-options';
import { pageMetadata } from '@/app/_lib/metadata';
import { ContactDetails } from './_components/contact-details';
import { ContactForm } from './_components/contact-form';
import styles from './_components/contact-page.module.css';

// Blocking on purpose: the form arrives with its course list in the first HTML, so nothing shifts under a visitor
// who starts typing.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contactPage');
  return pageMetadata({ title: t('title'), description: t('description'), path: pages.contact.path });
}

/** `?course=` names the course asked about (a search that found nothing links here with it, issue 52). */
export default async function ContactPage({ searchParams }: PageProps<'/[locale]/contactus'>) {
  const [t, courses, { course }] = await Promise.all([
    getTranslations('contactPage'),
    loadCourseOptions(),
    searchParams,
  ]);
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <div className={styles.layout}>
        <WithMessages namespaces={['contactForm', 'formSelect']} said={['validation']}>
          <ContactForm courses={courses} asked={typeof course === 'string' ? course.trim().slice(0, 100) : ''} />
        </WithMessages>
        <ContactDetails />
      </div>
    </PageShell>
  );
}
