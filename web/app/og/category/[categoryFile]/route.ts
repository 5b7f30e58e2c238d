import { notFound } from '@/lib/academy/errors';
import { slugOfPng } from '@/lib/routes/share-images';
import { categoryShareImage } from '../../_lib/share-images';
import { shareImageResponse } from '../../_lib/share-image-response';

// A category's Open Graph picture: /og/category/{category}.png (issue 32).
export const GET = (_request: Request, { params }: RouteContext<'/og/category/[categoryFile]'>) =>
  shareImageResponse(async () => {
    const categorySlug = slugOfPng((await params).categoryFile);
    if (!categorySlug) throw notFound('No such picture');
    return categoryShareImage(categorySlug);
  });
