'use client';

import { useEffect, useState } from 'react';

/**
 * The 404 page's heading. The page is one static document for every missing address (the proxy rewrites unknown
 * courses to it for a real 404 status), so it cannot know on the server what was missing; in the browser the
 * address says it: a /course/{category}/{course} address gets the spec's 'Course not found'.
 */
export function MissingThing() {
  const [course, setCourse] = useState(false);
  useEffect(() => {
    setCourse(/^\/course\/[^/]+\/[^/]+\/?$/.test(window.location.pathname));
  }, []);
  return <>{course ? 'Course not found' : 'Page not found'}</>;
}
