/**
 * The pages and read endpoints the bench measures, with real slugs and names discovered from the target's own API,
 * so the same list works on the demo catalogue and on the 10,000-course one.
 */
import { slugify } from '../../../web/lib/slug';

export type BenchPath = { key: string; path: string; page: boolean };

type Listed = { courses: { courseName: string; categoryName: string }[]; totalCourses: number };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

export async function discoverPaths(
  base: string,
): Promise<{ paths: BenchPath[]; totalCourses: number; course: string }> {
  const categories = await getJson<{ category: string }[]>(`${base}/api/category/getCategories`);
  const listed = await getJson<Listed>(`${base}/api/course/listCourses?filter={}`);
  const sample = listed.courses[0];
  if (!sample || !categories.length) throw new Error(`${base} has an empty catalogue`);
  const category = slugify(sample.categoryName);
  const name = encodeURIComponent(sample.courseName);
  const page = (key: string, path: string) => ({ key, path, page: true });
  const api = (key: string, path: string) => ({ key, path: `/api${path}`, page: false });
  return {
    totalCourses: listed.totalCourses,
    course: `${sample.categoryName} / ${sample.courseName}`,
    paths: [
      // /about first: every other figure is compared with it.
      page('about', '/about'),
      page('home', '/'),
      page('catalogue', '/course'),
      page('catalogue search', '/course?search=guitar'),
      // Issue 31: filters and a sort are rendered per request (an older server ignores them and serves /course).
      page('catalogue filtered', '/course?fee=Month&time=evening&sort=price'),
      page('category page', `/course/${category}`),
      page('course page', `/course/${category}/${slugify(sample.courseName)}`),
      // Issue 33: the Hindi pages, to set beside their English twins (an older server answers them with its 404).
      page('hindi home', '/hi'),
      page('hindi catalogue', '/hi/course'),
      page('hindi course page', `/hi/course/${category}/${slugify(sample.courseName)}`),
      // Issue 55: the learner's account (their fees, invoices and credit notes are drawn there in the browser).
      page('account', '/account'),
      api('getCategories', '/category/getCategories'),
      api('listCourses', '/course/listCourses?filter={}'),
      // A page from the middle of the catalogue: the cost of a deep offset on the 10,000-course one.
      api(
        'listCourses middle page',
        `/course/listCourses?filter={}&page=${Math.max(1, Math.ceil(listed.totalCourses / 50 / 2))}`,
      ),
      api('listCourses search', '/course/listCourses?filter={}&search=guitar'),
      api(
        'listCourses filtered',
        `/course/listCourses?filter=${filter({ feeType: ['Month'], time: ['evening'] })}&sort=price&facets=1`,
      ),
      // The search boxes' suggestions for a word half typed (issue 31).
      api('suggestions', '/suggestions?search=guit'),
      api('listCourses category', `/course/listCourses?filter=${filter({ categoryName: sample.categoryName })}`),
      api('listReviews', `/reviews/listReviews?filter=${filter({ courseName: sample.courseName })}`),
      api('totalandavgcourse', `/reviews/totalandavgcourse/${name}`),
      api('getTrainers', `/current/getTrainers/${name}`),
    ],
  };
}
