import type { CourseAddress } from '@/lib/academy/addresses';
import type { Category, Course, CourseList, ReviewSummary, Review, Trainer, TrainerEntry } from '@/lib/academy/model';
import type { CourseFilters, CourseSort } from '@/lib/academy/search/course-filters';

/** A page of courses; `withCounts` asks for the counts per filter value (issue 31) with it. */
export type CourseQuery = {
  categoryName?: string;
  search?: string;
  page?: number;
  pageSize?: number;
  filters?: CourseFilters;
  sort?: CourseSort;
  withCounts?: boolean;
};

/** What pages need from the academy API; served in-process or by another backend over HTTP. */
export interface AcademyBackend {
  categories(): Promise<Category[]>;
  listCourses(query: CourseQuery): Promise<CourseList>;
  allCourses(): Promise<Course[]>;
  /** The home page's suggestions: most enrolled first, then best rated, at most `limit`. */
  popularCourses(limit: number): Promise<Course[]>;
  /** The course whose name has this slug, or null (the spec's course page matches names, trimmed, any case). */
  courseBySlug(slug: string): Promise<Course | null>;
  /** What a course address leads to: a course on offer, an archived one, or a renamed one's old address. */
  courseAddress(slug: string): Promise<CourseAddress | null>;
  /** Renamed categories' old slugs, each with the category's slug now. */
  categoryRedirects(): Promise<Map<string, string>>;
  trainersForCourse(courseName: string): Promise<TrainerEntry[]>;
  trainer(trainerId: number): Promise<Trainer>;
  trainerForBatch(courseId: number, batchId: number): Promise<TrainerEntry[]>;
  reviews(courseName: string): Promise<Review[]>;
  reviewSummary(courseName: string): Promise<ReviewSummary>;
}

/** A backend answer that means "no such thing" (404), so pages can show their not-found state. */
export class BackendNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendNotFoundError';
  }
}
