import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { catalogueImage } from '@/lib/staff/catalogue/images';

// A course's or category's image as the share card can draw it: PNG at the card's picture size. SVG illustrations
// (most of the catalogue's) are drawn to PNG here, since the networks' previews never show SVG.

const PICTURE = { width: 464, height: 261 };
const REMOTE_HOSTS = new Set(['cdn.sanity.io']);
const MAX_BYTES = 8 * 1024 * 1024;

/** The image's bytes: a file of the site's own (`/images/...`), one uploaded in the console, or one on Sanity's CDN. */
async function imageBytes(address: string): Promise<Uint8Array | null> {
  const own = /^\/images\/([\w-]+(?:\/[\w.-]+)*)$/.exec(address);
  if (own && !own[1]!.split('/').includes('..')) return readFile(path.join(process.cwd(), 'public', 'images', own[1]!));
  const uploaded = /^\/api\/catalogue\/images\/(\d{1,9})$/.exec(address);
  if (uploaded) return (await catalogueImage(Number(uploaded[1])))?.bytes ?? null;
  const url = URL.canParse(address) ? new URL(address) : null;
  if (url?.protocol !== 'https:' || !REMOTE_HOSTS.has(url.hostname)) return null;
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(4000) });
  if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * A PNG data URL of the picture at 16:9: a wide picture is cropped to fill it, a square one (a category's icon) is
 * drawn whole in the middle; null when there is none or it cannot be read (the card shows the mark). */
export async function cardPicture(address: string | null | undefined): Promise<string | null> {
  if (!address) return null;
  try {
    const bytes = await imageBytes(address);
    if (!bytes || bytes.byteLength > MAX_BYTES) return null;
    const image = sharp(bytes, { density: 144, limitInputPixels: 40_000_000 });
    const { width = 1, height = 1 } = await image.metadata();
    const png = await image
      .resize({
        ...PICTURE,
        fit: width / height > 1.3 ? 'cover' : 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
