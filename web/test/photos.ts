import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const EXIF_MARKER = 'secret-camera-serial-4711';

/** A small JPEG carrying EXIF (a marker string and an orientation), as a phone would send it. */
export const jpegWithExif = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: EXIF_MARKER, Copyright: EXIF_MARKER } })
    .toBuffer();

export const png = (width = 40, height = 40) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

/** A real, valid PNG of random noise larger than `bytes` (noise does not compress). */
export const noisePng = async (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

/**
 * A tiny, well-formed PNG whose header claims 40000 x 40000 pixels: a decompression bomb must be refused by its
 * declared size, before anything is decoded.
 */
export async function pixelFloodPng(): Promise<Buffer> {
  const small = Buffer.from(await png(1, 1));
  // IHDR data starts after the 8-byte signature, the 4-byte length and the 4-byte type.
  small.writeUInt32BE(40_000, 16);
  small.writeUInt32BE(40_000, 20);
  small.writeUInt32BE(crc32(small.subarray(12, 29)), 29);
  return small;
}
