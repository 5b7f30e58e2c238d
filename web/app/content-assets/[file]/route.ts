import { readEmbeddedAsset } from '@/lib/content/assets';
import { immutableFile } from '@/lib/http/immutable-file';

/** Serves the embedded dataset's images; Sanity serves its own from its CDN. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const asset = await readEmbeddedAsset((await params).file);
  if (!asset) return new Response('Not found', { status: 404 });
  // File names carry the content hash, so a name never points at other bytes.
  // Its Content-Security-Policy (no script, sandboxed) comes from the proxy with every other response's.
  return immutableFile(asset);
}
