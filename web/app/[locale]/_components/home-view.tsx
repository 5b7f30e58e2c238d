import type { Metadata } from 'next';
import { getHomeContent, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '../../_lib/metadata';
import { Hero } from './hero';
import { heroFacts } from './hero-facts';
import { HomeCategories } from './home-categories';
import { PopularCourses } from './popular-courses';
import { TestimonialsMarquee } from './testimonials-marquee';

export async function homeMetadata(): Promise<Metadata> {
  const [home, site] = await Promise.all([getHomeContent(), getSiteSettings()]);
  const seo = home?.seo ?? site.defaultSeo;
  return pageMetadata({ title: seo.title, description: seo.description, path: '/' });
}

/**
 * The home page: hero, categories, courses and the testimonials, every read cached and tagged. Its words come from
 * the CMS; without a home document (a new Sanity project) the catalogue's parts still show, under plain titles.
 */
export async function HomeView() {
  const [home, facts] = await Promise.all([getHomeContent(), heroFacts()]);
  return (
    <>
      {home ? <Hero content={home.hero} facts={facts} /> : null}
      <HomeCategories title={home?.categoriesTitle || 'Categories'} />
      <PopularCourses title={home?.popularTitle || 'Courses'} pickedSlugs={home?.featuredCourseSlugs ?? []} />
      {home ? <TestimonialsMarquee content={home} /> : null}
    </>
  );
}
