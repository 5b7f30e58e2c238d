import { pages } from './pages';

/**
 * The addresses of the pages with a part of their own ([name]), beside the route table's fixed ones: together every
 * page under app/[locale] (served-paths.test.ts keeps the two in step). The stored views are the proxy's own
 * rewrite targets (lib/page-cache/static-views.ts).
 */
const DYNAMIC_PAGES = [
  '/course/[categoryName]',
  '/course/[categoryName]/[courseName]',
  '/course/[categoryName]/[courseName]/thankyou',
  '/demo/[token]',
  '/pay/[token]',
  '/staff/leads/[leadId]',
  '/staff/catalogue/courses/[courseId]',
  '/staff/catalogue/courses/[courseId]/preview',
  '/staff/catalogue/categories/[categoryId]',
  '/staff/catalogue/trainers/[trainerId]',
  '/views/home/[edition]',
  '/views/catalogue/[category]/[page]',
  '/views/category/[categoryName]/[page]',
  '/views/search/[category]/[search]/[page]',
  '/views/missing',
  '/views/unavailable',
] as const;

export const PAGE_SHAPES: readonly string[] = [...Object.values(pages).map((page) => page.path), ...DYNAMIC_PAGES];

/** The addresses a page shape ('/demo/[token]') serves, a last slash allowed. */
export const shapePattern = (shape: string) =>
  new RegExp(`^${shape === '/' ? '/' : shape.replace(/\[\w+\]/g, '[^/]+')}/?$`);

const shapes = PAGE_SHAPES.map(shapePattern);

/** Some page of the app serves this address (without its language: /course/arts, not /hi/course/arts). */
export const isServedPath = (pathname: string) => shapes.some((shape) => shape.test(pathname));
