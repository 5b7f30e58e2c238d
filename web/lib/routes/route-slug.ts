import { decodeSegment } from '@/lib/http/params';
import { slugify } from '@/lib/slug';

/** A route segment as the slug rule sees it: Next may hand segments over still percent-encoded (spaces, accents). */
export function routeSlug(segment: string): string {
  return slugify(decodeSegment(segment));
}
