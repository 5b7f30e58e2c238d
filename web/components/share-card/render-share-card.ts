import 'server-only';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { CARD_FONT_FAMILY, cardFonts } from './card-fonts';
import { SHARE_CARD_SIZE, ShareCard, type ShareCardProps } from './share-card';

/** The networks' limit we keep under: WhatsApp leaves out a preview image over 300 KB. */
export const SHARE_CARD_MAX_BYTES = 300 * 1024;

/**
 * The card as PNG bytes. A picture rich enough to pass 300 KB is redrawn with a palette of 256 colours, which keeps
 * it a PNG of the same size.
 */
export async function renderShareCard(props: Omit<ShareCardProps, 'fontFamily'>): Promise<Uint8Array> {
  const image = new ImageResponse(ShareCard({ ...props, fontFamily: CARD_FONT_FAMILY }), {
    ...SHARE_CARD_SIZE,
    fonts: await cardFonts(),
  });
  const png = new Uint8Array(await image.arrayBuffer());
  if (png.byteLength <= SHARE_CARD_MAX_BYTES) return png;
  return new Uint8Array(await sharp(png).png({ palette: true, quality: 80, effort: 7 }).toBuffer());
}
