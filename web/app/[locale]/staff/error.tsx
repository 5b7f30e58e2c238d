'use client';

import SiteError from '../(site)/error';

/** An unexpected failure on a console page: the site's notice and retry, in a <main> the skip link reaches. */
export default function StaffError(props: Parameters<typeof SiteError>[0]) {
  return (
    <main id="main" tabIndex={-1}>
      <SiteError {...props} />
    </main>
  );
}
