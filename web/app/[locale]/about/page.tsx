import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichText } from '@/components/content/rich-text';
import prose from '@/components/prose/prose.module.css';
import { PageShell } from '@/components/ui/page-shell';
import { getAboutPage } from '@/lib/content';
import { pageMetadata } from '../../_lib/metadata';
import { TeamGroup } from './_components/team-group';
import styles from './_components/about.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  if (!page) notFound();
  return pageMetadata({ title: page.seo.title, description: page.seo.description, path: '/about' });
}

/** Spec section 1: a vision, a mission and the team listed by role, all edited in the Studio. */
export default async function AboutPage() {
  const page = await getAboutPage();
  if (!page) notFound();
  return (
    <PageShell title={page.title} lead={page.intro}>
      <div className={styles.pillars}>
        <section aria-labelledby="about-vision" className={styles.pillar}>
          <h2 id="about-vision">Our Vision</h2>
          <div className={prose.prose}><RichText value={page.vision} /></div>
        </section>
        <section aria-labelledby="about-mission" className={styles.pillar}>
          <h2 id="about-mission">Our Mission</h2>
          <div className={prose.prose}><RichText value={page.mission} /></div>
        </section>
      </div>
      {page.team.length > 0 ? (
        <section aria-labelledby="about-team" className={styles.team}>
          <h2 id="about-team">Our Team</h2>
          {page.team.map((group) => (
            <TeamGroup key={group.key} group={group} />
          ))}
        </section>
      ) : null}
    </PageShell>
  );
}
