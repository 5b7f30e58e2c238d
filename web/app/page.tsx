import type { Metadata } from 'next';
import { getHomeContent, getSiteSettings } from '@/lib/content';
import { pageMetadata } from './_lib/metadata';
import { Hero } from './_components/hero';
import { HomeCategories } from './_components/home-categories';
import { PopularCourses } from './_components/popular-courses';
import { TestimonialsMarquee } from './_components/testimonials-marquee';

// Blocking on purpose: categories and popular courses are part of the first HTML, for crawlers.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const [home, site] = await Promise.all([getHomeContent(), getSiteSettings()]);
  const seo = home?.seo ?? site.defaultSeo;
  return pageMetadata({ title: seo.title, description: seo.description, path: '/' });
}

export default async function HomePage() {
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
