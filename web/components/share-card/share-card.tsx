import type { ReactNode } from 'react';
import { BRAND_BLUE, markSvg } from '@/components/brand-mark/mark-svg';

// The picture a shared link shows in WhatsApp, Facebook, LinkedIn or X: drawn by next/og (satori), so only inline
// styles and flex layout, and every element with more than one child says `display: flex`.

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const ink = '#1f2433';
const brand = BRAND_BLUE;
const accent = '#f4a340';

export type ShareCardProps = {
  /** The loaded fonts' family list (card-fonts.ts). */
  fontFamily: string;
  /** Small capitals above the title: the category of a course, "Courses" for a category. */
  eyebrow: string;
  title: string;
  rating?: { value: number; count: number } | null;
  /** The line in the accent colour: a course's starting price, a category's number of courses. */
  highlight?: string | null;
  detail?: string | null;
  /** A PNG or JPEG data URL, 16:9; the academy's mark stands in when there is none. */
  picture?: string | null;
  brandName: string;
  /** The site's address as people type it, at the foot of the card. */
  host: string;
};

/** The academy's mark (the header logo's square), as the app icons draw it. */
function Mark({ size }: { size: number }) {
  return <img src={`data:image/svg+xml,${encodeURIComponent(markSvg(size))}`} width={size} height={size} alt="" />;
}

function Star() {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn into a share image (a PNG), never read by a screen reader
    <svg width="34" height="34" viewBox="0 0 24 24">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill={accent} />
    </svg>
  );
}

/** Long names are cut at a word with an ellipsis rather than left to overflow the card. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** Smaller type for longer names, so two lines of title, the rating, the price and the detail always fit. */
const titleSize = (title: string) => (title.length > 24 ? 52 : title.length > 12 ? 60 : 68);

function Row({ children, gap = 16 }: { children: ReactNode; gap?: number }) {
  return <div style={{ display: 'flex', alignItems: 'center', gap }}>{children}</div>;
}

export function ShareCard({
  fontFamily,
  eyebrow,
  title,
  rating,
  highlight,
  detail,
  picture,
  brandName,
  host,
}: ShareCardProps) {
  const [first, ...rest] = brandName.split(' ');
  return (
    <div
      style={{
        ...SHARE_CARD_SIZE,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        background: '#f6f7fb',
        color: ink,
        fontFamily,
        borderBottom: `14px solid ${brand}`,
      }}
    >
      <Row>
        <Mark size={56} />
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700 }}>
          {first}
          {rest.length > 0 && <span style={{ color: brand, marginLeft: 10 }}>{rest.join(' ')}</span>}
        </div>
      </Row>
      <div style={{ display: 'flex', alignItems: 'center', gap: 48 }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 14 }}>
          <div
            style={{
              display: 'flex',
              fontSize: 26,
              fontWeight: 700,
              color: brand,
              letterSpacing: 2,
              textTransform: 'uppercase',
            }}
          >
            {shortened(eyebrow, 40)}
          </div>
          <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1 }}>
            {shortened(title, 70)}
          </div>
          {rating && rating.count > 0 && (
            <Row gap={10}>
              <Star />
              <div style={{ display: 'flex', fontSize: 32, fontWeight: 700 }}>{rating.value.toFixed(1)}</div>
              <div style={{ display: 'flex', fontSize: 28, color: '#5b6275' }}>
                ({rating.count} {rating.count === 1 ? 'rating' : 'ratings'})
              </div>
            </Row>
          )}
          {highlight && (
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                fontSize: 36,
                fontWeight: 700,
                background: accent,
                color: ink,
                padding: '6px 20px',
                borderRadius: 12,
              }}
            >
              {highlight}
            </div>
          )}
          {detail && <div style={{ display: 'flex', fontSize: 26, color: '#5b6275' }}>{shortened(detail, 72)}</div>}
        </div>
        {picture ? (
          <img src={picture} width={464} height={261} alt="" style={{ borderRadius: 24, objectFit: 'cover' }} />
        ) : (
          <Mark size={240} />
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 24, color: '#5b6275' }}>{host}</div>
    </div>
  );
}
