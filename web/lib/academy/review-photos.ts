import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPES } from '@/lib/validation/review';
import { DomainError, type DomainErrorKind } from './errors';
import { createWorkLimit } from './work-limit';

/** Larger than any phone photo (48 MP); a small file that decodes to more pixels is a decompression bomb. */
const MAX_PIXELS = 50_000_000;
/** Reviews show small avatars; a bounded size keeps stored photos small whatever was uploaded. */
const MAX_EDGE = 1600;

// A 49-megapixel photo fits in a 2 MB PNG and decodes to about 150 MB. libvips would otherwise spread each image over
// every core and keep recent operations cached, and a burst of uploads left the server hundreds of MB larger while
// idle: so one libvips thread per image, no operation cache, and one decode at a time per core (the rest queue).
sharp.concurrency(1);
sharp.cache(false);
const decodeSlot = createWorkLimit(availableParallelism());

export type StoredPhoto = { bytes: Buffer; contentType: (typeof PHOTO_TYPES)[number]; width: number; height: number };

const photoError = (kind: DomainErrorKind, message: string) =>
  new DomainError(kind, message, { fields: { imageOfStudent: message } });

/** The upload is above MAX_PHOTO_BYTES (checked by its size before its bytes are read, where possible). */
export const photoTooLarge = () => photoError('too-large', PHOTO_TOO_LARGE);

/**
 * Checks an uploaded photo by its bytes (never its name or declared type) and re-encodes it. Re-encoding drops
 * EXIF, GPS and every other metadata block, and anything hidden after the image data; the EXIF orientation is
 * applied to the pixels first so the photo still stands upright. Every photo is stored lossily: a PNG becomes a
 * WebP (which keeps its transparency), since a lossless copy would carry any data hidden in its pixels bit for
 * bit, and the photo address could then serve files of the uploader's choosing.
 */
export async function preparePhoto(bytes: Buffer): Promise<StoredPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw photoTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const type = PHOTO_TYPES.find((t) => t === detected?.mime);
  if (!type) throw photoError('unsupported', 'Photo must be a JPEG, PNG or WebP image');
  return decodeSlot(() => reencode(bytes, type));
}

async function reencode(bytes: Buffer, type: StoredPhoto['contentType']): Promise<StoredPhoto> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const stored = type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    const encoded =
      stored === 'image/webp'
        ? pipeline.webp({ quality: 82, alphaQuality: 80 })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: stored, width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(reason)) throw photoError('too-large', 'Photo has too many pixels');
    throw photoError('invalid', 'Photo could not be read as an image');
  }
}
