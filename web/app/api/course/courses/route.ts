import { allCourses } from '@/lib/academy/catalogue';
import { respond } from '@/lib/http/respond';

export const GET = () => respond(allCourses);
