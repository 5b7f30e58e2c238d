import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Several test servers can build side by side when each names its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native and WASM modules must load from node_modules at run time, not from the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer'],
  poweredByHeader: false,
  // A <Link> or route-table path that no route in app/ serves fails the build.
  typedRoutes: true,
  // 'use cache' with cacheTag/cacheLife (the content layer, revalidated by the Sanity webhook) needs this.
  cacheComponents: true,
  partialPrefetching: true,
  images: {
    // Images edited in Sanity come from its CDN; the embedded dataset's are served by /content-assets.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

export default nextConfig;
