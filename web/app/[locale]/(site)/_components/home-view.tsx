import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { getHomeContent, getSiteSettings } from '@/lib/content';
import { pageMetadata, seoInPageLanguage } from '@/app/_lib/metadata';
import { Hero } from './hero';
import { heroFacts } from './hero-facts';
import { HomeCategories } from './home-categories';
import { PopularCourses } from './popular-courses';
import { TestimonialsMarquee } from './testimonials-marquee';

export async function homeMetadata(): Promise<Metadata> {
  const [home, site] = await Promise.all([getHomeContent(), getSiteSettings()]);
  // The Studio's title and description in English, the message files' in Hindi.
  const seo = await seoInPageLanguage(home?.seo ?? site.defaultSeo, async () => {
    const t = await getTranslations('siteMeta');
    return { title: t('homeTitle'), description: t('description') };
  });
  return pageMetadata({ title: seo.title, description: seo.description, path: '/' });
}

/**
 * The home page: hero, categories, courses and the testimonials, every read cached and tagged. Its words come from
 * the CMS; without a home document (a new Sanity project) the catalogue's parts still show, under plain titles. The
 * browser gets the words of its hero, search suggestions and course cards.
 */
export async function HomeView() {
  const [home, facts, t] = await Promise.all([getHomeContent(), heroFacts(), getTranslations('homePage')]);
  return (
    <WithMessages namespaces={['hero', 'searchSuggestions', 'courseCard']}>
      {home ? <Hero content={home.hero} facts={facts} /> : null}
      <HomeCategories title={home?.categoriesTitle || t('categoriesTitle')} />
      <PopularCourses title={home?.popularTitle || t('popularTitle')} pickedSlugs={home?.featuredCourseSlugs ?? []} />
      {home ? <TestimonialsMarquee content={home} /> : null}
    </WithMessages>
  );
}
