/**
 * Writes the web app manifest's PNG icons and the apple-touch-icon from the logo's mark (components/brand-mark/mark-svg.ts).
 * The output is committed; rerun after changing the mark: `npx tsx scripts/generate-app-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, APPLE_ICON } from '../app/_lib/app-icons';
import { markSvg } from '../components/brand-mark/mark-svg';
import { webRoot } from '../lib/web-root';

async function write(file: string, size: number, fullBleed: boolean) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(markSvg(size, fullBleed)))
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${path.relative(webRoot(), file)} (${size}x${size})`);
}

for (const icon of APP_ICONS)
  await write(path.join(webRoot(), 'public', icon.src), icon.size, icon.purpose === 'maskable');
await write(path.join(webRoot(), APPLE_ICON.file), APPLE_ICON.size, true);
