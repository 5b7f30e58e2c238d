import { readEmbeddedAsset } from '@/lib/content/assets';
import { immutableFile } from '@/lib/http/immutable-file';

/** Serves the embedded dataset's images; Sanity serves its own from its CDN. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const asset = await readEmbeddedAsset((await params).file);
  if (!asset) return new Response('Not found', { status: 404 });
  // File names carry the content hash, so a name never points at other bytes.
  return immutableFile(asset, {
    // An SVG opened on its own must not run script in the site's origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}
