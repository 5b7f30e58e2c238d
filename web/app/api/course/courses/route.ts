import { allCourses } from '@/lib/academy/catalogue';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request) => respondCacheable(request, allCourses);
