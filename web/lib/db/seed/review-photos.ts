import { avatarSvg } from './images/avatar-svg';

export type PhotoBytes = { bytes: Buffer; contentType: 'image/jpeg'; width: number; height: number };

export const REVIEW_PHOTO_SIZE = 320;

/**
 * A learner's uploaded photo, stood in for by their illustrated avatar rasterised to JPEG: the bytes are
 * real image data, so the photo route, content-type checks and <img> tags behave as with an upload.
 * sharp is imported lazily so opening an already-seeded database never loads the native module.
 */
export async function reviewPhoto(studentName: string, look: 'She' | 'He'): Promise<PhotoBytes> {
  const { default: sharp } = await import('sharp');
  const svg = Buffer.from(avatarSvg(`student:${studentName}`, look, REVIEW_PHOTO_SIZE));
  const bytes = await sharp(svg).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return { bytes, contentType: 'image/jpeg', width: REVIEW_PHOTO_SIZE, height: REVIEW_PHOTO_SIZE };
}
