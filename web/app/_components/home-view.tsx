import type { Metadata } from 'next';
import { getHomeContent, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '../_lib/metadata';
import { Hero } from './hero';
import { HomeCategories } from './home-categories';
import { PopularCourses } from './popular-courses';
import { TestimonialsMarquee } from './testimonials-marquee';

export async function homeMetadata(): Promise<Metadata> {
  const [home, site] = await Promise.all([getHomeContent(), getSiteSettings()]);
  const seo = home?.seo ?? site.defaultSeo;
  return pageMetadata({ title: seo.title, description: seo.description, path: '/' });
}

/** The home page: hero, categories, popular courses and the testimonials, every read cached and tagged. */
export async function HomeView() {
  const home = await getHomeContent();
  return (
    <>
      <Hero />
      <HomeCategories />
      <PopularCourses />
      {home ? <TestimonialsMarquee content={home} /> : null}
    </>
  );
}
