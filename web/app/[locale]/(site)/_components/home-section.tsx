import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import section from './section.module.css';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The link to the whole catalogue beside the heading; none where the section only says what went wrong. */
  allCoursesLabel?: string;
  children: ReactNode;
};

/** A section of the home page: its heading, with the link to all courses beside it, then its content. */
export function HomeSection({ id, title, allCoursesLabel, children }: Props) {
  const heading = (
    <h2 id={id} className={section.title}>
      {title}
    </h2>
  );
  return (
    <section className={section.section} aria-labelledby={id}>
      {allCoursesLabel === undefined ? (
        heading
      ) : (
        <div className={section.header}>
          {heading}
          <PageLink href="/course" className={section.link}>
            {allCoursesLabel}
          </PageLink>
        </div>
      )}
      {children}
    </section>
  );
}
