/**
 * Security headers of every response (issue 12, item 5). Pure functions without configuration access, so
 * next.config.ts can use them for the static assets the proxy never sees, and the proxy (web/proxy.ts, through
 * ./secure-response.ts) for everything else with the runtime settings.
 */

/** The hosts of demo video embeds: the only origins lib's demo-embed.ts ever puts into an iframe. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Images edited in Sanity come from its CDN (SVGs skip the optimizer and load from there directly). */
const SANITY_IMAGE_ORIGIN = 'https://cdn.sanity.io';

export type CspOptions = {
  /** Set on routes that render per request: scripts then need this nonce and 'unsafe-inline' is left out. */
  nonce?: string;
  /** `next dev`: React rebuilds server error stacks with eval. Never set in production. */
  dev?: boolean;
  /** The Sanity Studio that shows the site in its Presentation tool; without one nobody may frame the site. */
  studioOrigin?: string;
  /** Over HTTPS: any http: subresource left in content is fetched over https instead of being blocked. */
  https?: boolean;
  /** A pay page (issue 55): the origins of Razorpay Checkout, whose script, frames, calls and form post it allows. */
  checkout?: readonly string[];
};

/**
 * The Content-Security-Policy of a page. Prerendered pages cannot carry a per-request nonce (Next.js stamps
 * nonces only while rendering, and their HTML was rendered at build time), and the inline `self.__next_f.push`
 * bootstrap differs per page and per deployment, so their script-src is 'self' 'unsafe-inline'. Everything that
 * could carry stolen data out (connect, form, frame, base) stays locked to this site either way.
 */
export function contentSecurityPolicy({
  nonce,
  dev = false,
  studioOrigin,
  https = false,
  checkout = [],
}: CspOptions = {}): string {
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'", ...checkout];
  if (dev) scripts.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    // react-select's emotion injects <style> elements and components use style attributes: neither takes a nonce
    // on prerendered pages, and styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for inline icons, blob: for the review form's photo preview.
    ['img-src', "'self'", 'data:', 'blob:', SANITY_IMAGE_ORIGIN],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...checkout],
    ['media-src', "'self'"],
    ['frame-src', ...VIDEO_EMBED_ORIGINS, ...checkout],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...checkout],
    ['frame-ancestors', studioOrigin ?? "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** For files that are never documents (scripts, styles, fonts, the favicon): they may load nothing and be framed nowhere. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * For stored images served from this origin (the embedded dataset's, review photos): an SVG opened on its own must
 * not run script in the site's origin, so it gets no sources and a sandbox; its inline styles are harmless.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
const STORED_FILE_PREFIXES = ['/content-assets/', '/api/reviews/photo/', '/api/catalogue/images/'];
export const isStoredFilePath = (pathname: string) =>
  STORED_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix));

const selfAndVideo = `(self ${VIDEO_EMBED_ORIGINS.map((o) => `"${o}"`).join(' ')})`;

/**
 * Browser features: the video embeds keep what their iframe `allow` asks for (trainer-demo-dialog.tsx), every
 * feature the site never uses is off for it and for anything it embeds. Only names Chromium knows: an unknown
 * one is reported on the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'magnetometer=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
  `accelerometer=${selfAndVideo}`,
  `gyroscope=${selfAndVideo}`,
  `encrypted-media=${selfAndVideo}`,
  `fullscreen=${selfAndVideo}`,
  `picture-in-picture=${selfAndVideo}`,
].join(', ');

/** Headers that do not depend on the request or the configuration: set by next.config.ts on every response. */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
] as const;

/** Two years with subdomains, the value the HSTS preload list asks for. Browsers ignore it over plain HTTP. */
export const HSTS = 'max-age=63072000; includeSubDomains';
