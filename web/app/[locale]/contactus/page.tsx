import type { Metadata } from 'next';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { loadCourseOptions } from '../../_lib/course-options';
import { pageMetadata } from '../../_lib/metadata';
import { ContactDetails } from './_components/contact-details';
import { ContactForm } from './_components/contact-form';
import styles from './_components/contact-page.module.css';

// Blocking on purpose: the form arrives with its course list in the first HTML, so nothing shifts under a visitor
// who starts typing.
export const instant = false;

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Contact Us',
  description: 'Ask about a course, a batch or fees: send the academy a message and our team will call or e-mail you back.',
  path: pages.contact.path,
});

export default async function ContactPage() {
  return (
    <PageShell title="Contact Us" lead="Tell us which course you are interested in and we will get back to you shortly.">
      <div className={styles.layout}>
        <WithMessages namespaces={['contactForm', 'formSelect']} said={['validation']}><ContactForm courses={await loadCourseOptions()} /></WithMessages>
        <ContactDetails />
      </div>
    </PageShell>
  );
}
