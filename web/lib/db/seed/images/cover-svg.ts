import { createRng } from '../prng';
import { motif } from './motifs';
import { escapeXml, FONT_STACK, mix, wrapWords } from './svg-utils';

export type CoverInput = { courseName: string; categoryName: string; categorySlug: string; palette: [string, string] };

const W = 640;
const H = 360;

/** A 16:9 course cover: category gradient, soft circles, the category motif and the course name. */
export function coverSvg({ courseName, categoryName, categorySlug, palette }: CoverInput): string {
  const rng = createRng(`cover:${courseName}`);
  // Shift each course's gradient a little so covers in one category are related but not identical.
  const from = mix(palette[0], '#000000', rng.next() * 0.25);
  const to = mix(palette[1], '#ffffff', rng.next() * 0.2);
  const angle = rng.int(0, 1) === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="1" x2="1" y2="0"';
  const circles = Array.from({ length: 4 }, () => {
    const r = rng.int(40, 150);
    return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + rng.next() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const lines = wrapWords(courseName, 22);
  const size = lines.length > 1 ? 38 : 44;
  const firstBaseline = 300 - (lines.length - 1) * (size + 6);
  const title = lines
    .map((line, i) => `<tspan x="40" y="${firstBaseline + i * (size + 6)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(courseName)}">`,
    `<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    circles,
    `<g transform="translate(${W - 190} 36) scale(1.2)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif(categorySlug)}</g>`,
    `<text x="40" y="64" font-family="${FONT_STACK}" font-size="18" letter-spacing="2" fill="#ffffff" fill-opacity="0.85">${escapeXml(categoryName.toUpperCase())}</text>`,
    `<text font-family="${FONT_STACK}" font-size="${size}" font-weight="700" fill="#ffffff">${title}</text>`,
    `<rect x="40" y="322" width="64" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.8"/>`,
    '</svg>',
  ].join('\n')}\n`;
}

/**
 * The picture of a course of this category that has none of its own: the covers' gradient, circles and label, with
 * the category's motif large in the middle instead of a course name (the card shows the name below it).
 */
export function defaultCoverSvg(categoryName: string, categorySlug: string, palette: [string, string]): string {
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(categoryName)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    `<circle cx="540" cy="60" r="120" fill="#ffffff" fill-opacity="0.08"/><circle cx="80" cy="330" r="140" fill="#ffffff" fill-opacity="0.1"/>`,
    `<g transform="translate(230 90) scale(1.5)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif(categorySlug)}</g>`,
    `<text x="40" y="64" font-family="${FONT_STACK}" font-size="18" letter-spacing="2" fill="#ffffff" fill-opacity="0.85">${escapeXml(categoryName.toUpperCase())}</text>`,
    `<rect x="40" y="322" width="64" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.8"/>`,
    '</svg>',
  ].join('\n')}\n`;
}

/** A 64x64 category icon: the motif in the category's colour on a tinted rounded square. */
export function categoryIconSvg(categoryName: string, categorySlug: string, palette: [string, string]): string {
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(categoryName)}">`,
    `<rect width="64" height="64" rx="14" fill="${mix(palette[1], '#ffffff', 0.75)}"/>`,
    `<g transform="translate(8 8) scale(0.4)" fill="none" stroke="${palette[0]}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${motif(categorySlug)}</g>`,
    '</svg>',
  ].join('\n')}\n`;
}
