import { notFound } from '@/lib/academy/errors';
import { slugOfPng } from '@/lib/routes/share-images';
import { slugify } from '@/lib/slug';
import { courseShareImage } from '../../../_lib/share-images';
import { shareImageResponse } from '../../../_lib/share-image-response';

// A course's Open Graph picture: /og/course/{category}/{course}.png (issue 32).
export const GET = (_request: Request, { params }: RouteContext<'/og/course/[categoryName]/[courseFile]'>) =>
  shareImageResponse(async () => {
    const { categoryName, courseFile } = await params;
    const courseSlug = slugOfPng(courseFile);
    if (!courseSlug) throw notFound('No such picture');
    return courseShareImage(slugify(categoryName), courseSlug);
  });
