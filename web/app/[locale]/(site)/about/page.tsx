import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import prose from '@/components/prose/prose.module.css';
import { PageShell } from '@/components/ui/page-shell';
import { getAboutPage } from '@/lib/content';
import { pageMetadata, seoInPageLanguage } from '@/app/_lib/metadata';
import { TeamGroup } from './_components/team-group';
import styles from './_components/about.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  if (!page) notFound();
  // The Studio's title and description in English, the message files' in Hindi.
  const seo = await seoInPageLanguage(page.seo, async () => {
    const t = await getTranslations('aboutPage');
    return { title: t('metaTitle'), description: t('metaDescription') };
  });
  return pageMetadata({ ...seo, path: '/about' });
}

/** Spec section 1: a vision, a mission and the team listed by role, all edited in the Studio (the headings are ours). */
export default async function AboutPage() {
  const [page, t] = await Promise.all([getAboutPage(), getTranslations('aboutPage')]);
  if (!page) notFound();
  return (
    <PageShell title={page.title} lead={page.intro}>
      <div className={styles.pillars}>
        <section aria-labelledby="about-vision" className={styles.pillar}>
          <h2 id="about-vision">{t('vision')}</h2>
          <div className={prose.prose}>
            <RichText value={page.vision} />
          </div>
        </section>
        <section aria-labelledby="about-mission" className={styles.pillar}>
          <h2 id="about-mission">{t('mission')}</h2>
          <div className={prose.prose}>
            <RichText value={page.mission} />
          </div>
        </section>
      </div>
      {page.team.length > 0 ? (
        <section aria-labelledby="about-team" className={styles.team}>
          <h2 id="about-team">{t('team')}</h2>
          {page.team.map((group) => (
            <TeamGroup key={group.key} group={group} />
          ))}
        </section>
      ) : null}
    </PageShell>
  );
}
