import type { MetadataRoute } from 'next';
import { absoluteUrl } from './_lib/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    // The API, the staff console, previews and form confirmations are not for search results.
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/staff', '/contactus/thankyou', '/becomeatrainer/thankyou'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
