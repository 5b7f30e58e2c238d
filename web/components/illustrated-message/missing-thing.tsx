'use client';

import { useEffect, useState } from 'react';
import { splitLocalePath } from '@/lib/i18n/locales';

/**
 * The 404 page's heading. The page is one static document for every missing address (the proxy rewrites unknown
 * courses to it for a real 404 status), so it cannot know on the server what was missing; in the browser the
 * address says it: a /course/{category}/{course} address gets the spec's 'Course not found'.
 */
export function MissingThing({ page, course: courseTitle }: { page: string; course: string }) {
  const [course, setCourse] = useState(false);
  useEffect(() => {
    setCourse(/^\/course\/[^/]+\/[^/]+\/?$/.test(splitLocalePath(window.location.pathname).path));
  }, []);
  return <>{course ? courseTitle : page}</>;
}
