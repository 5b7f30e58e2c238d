import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedDir } from './embedded';
import { imageMimeTypes } from './image-types';

// The embedded dataset's image files, named as the Content Lake names assets: <sha1>-<width>x<height>.<ext>.
const assetName = /^[0-9a-f]{40}-\d+x\d+\.(svg|png|jpg|jpeg|webp|gif)$/;

export async function readEmbeddedAsset(file: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = assetName.exec(file);
  if (!match) return null;
  try {
    const bytes = await readFile(path.join(seedDir(), 'images', file));
    return { bytes, contentType: imageMimeTypes[match[1]!]! };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
