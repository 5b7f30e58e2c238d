import { siteShareImage } from '../_lib/share-images';
import { shareImageResponse } from '../_lib/share-image-response';

// The site's Open Graph picture, for the home page and every page without one of its own (issue 32).
export const GET = () => shareImageResponse(siteShareImage);
