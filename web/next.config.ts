import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadEnvFiles } from './lib/env-files';
import { ASSET_CSP, STATIC_SECURITY_HEADERS } from './lib/http/security-headers';

// Issue 51: the repository root's .env and .env.local, for dev, start and build alike, before lib/env.ts validates
// (the server's instrumentation runs after this file) and before Next inlines the NEXT_PUBLIC_ values.
loadEnvFiles();

const nextConfig: NextConfig = {
  // Several test servers can build side by side when each names its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native and WASM modules must load from node_modules at run time, not from the bundle. graphql too: bundled, its
  // CommonJS and ESM builds both end up in the server, and an error made by one is not a GraphQLError to the other
  // (a syntax error in a query was then a 500). pdfkit reads its font metrics from its own folder (the invoices).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer', 'graphql', 'pdfkit'],
  poweredByHeader: false,
  // No typedRoutes: with every page under app/[locale] (issue 33) its types describe the app's inner addresses
  // (/[locale]/course), not the ones learners use; lib/routes/pages.test.ts checks the route table against app/.
  // 'use cache' with cacheTag/cacheLife (the content layer, revalidated by the Sanity webhook) needs this.
  cacheComponents: true,
  partialPrefetching: true,
  experimental: {
    // Pages rendered on request (the catalogue's, issue 11) are kept in this process's memory, not written into the
    // build folder: a page stored there would outlive the process and be served by the next server started on the
    // same build, whatever database that one reads, without the revalidations this one saw.
    isrFlushToDisk: false,
    // Every page lives under app/[locale] (issue 33): addresses no route serves get app/global-not-found.tsx.
    globalNotFound: true,
  },
  images: {
    // Images edited in Sanity come from its CDN; the embedded dataset's are served by /content-assets.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // Issue 12: every response gets these. The Content-Security-Policy of pages and API answers depends on the
  // request (nonce, HTTPS) and the configuration, so proxy.ts sets it; here only the files the proxy skips get one.
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      // The Devanagari face (app/_lib/devanagari-font.ts): its name changes with its version.
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      ...['/_next/static/:path*', '/favicon.ico'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: ASSET_CSP }],
      })),
    ];
  },
};

/**
 * Issue 11: several instances behind a load balancer share the 'use cache' entries and every tag revalidation through
 * Redis (lib/redis). Without REDIS_URL, and always under `next build` (what it prerenders is kept in the build output,
 * and Redis need not be reachable from the build machine), Next's own in-process handlers: the public way to have
 * them, where the handler files used to load Next's internal classes during the build. `next start` reads this file
 * again in its own phase, so whether Redis is used depends on REDIS_URL at start, as before.
 */
function sharedCacheHandlers(phase: string): NextConfig {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return {};
  return {
    cacheHandlers: { default: require.resolve('./lib/redis/use-cache.mjs') },
    cacheHandler: require.resolve('./lib/redis/incremental-cache.mjs'),
  };
}

// Issue 33: next-intl reads each page's language from its root segment (app/[locale]) in lib/i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default (phase: string) => withNextIntl({ ...nextConfig, ...sharedCacheHandlers(phase) });
