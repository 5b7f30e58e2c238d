import { readEmbeddedAsset } from '@/lib/content/assets';

/** Serves the embedded dataset's images; Sanity serves its own from its CDN. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const asset = await readEmbeddedAsset((await params).file);
  if (!asset) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(asset.bytes), {
    headers: {
      'Content-Type': asset.contentType,
      // File names carry the content hash, so a name never points at other bytes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run script in the site's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
