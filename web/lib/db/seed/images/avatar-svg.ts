import { createRng } from '../prng';
import { escapeXml, mix } from './svg-utils';

const SKIN = ['#f1c7a3', '#e0ac85', '#c68863', '#a86f4c', '#8d5a3b', '#6f4631'];
const HAIR = ['#1c1410', '#2b1d16', '#3b2a20', '#4a3326', '#6b6b6b'];
const BACKDROP = ['#d8e6f3', '#f3e0d8', '#e2f0dc', '#ece0f3', '#f6ecd2', '#d9f0ee', '#f3d9e4'];
const CLOTHES = ['#5165a5', '#b4442f', '#2e7d32', '#6a1b9a', '#c2571a', '#1b5e8a', '#8e2443', '#37474f'];

export type AvatarStyle = 'She' | 'He';

/**
 * A flat illustrated head-and-shoulders portrait, derived from the name so each person keeps the same face.
 * Used as trainer photos (SVG files) and, rasterised with sharp, as review photos.
 */
export function avatarSvg(name: string, style: AvatarStyle, size = 320): string {
  const rng = createRng(`avatar:${name}`);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const back = rng.pick(BACKDROP);
  const clothes = rng.pick(CLOTHES);
  const glasses = rng.chance(0.25);
  const parts: string[] = [];
  const longHair = style === 'She' && rng.chance(0.7);
  if (longHair) parts.push(`<path d="M98 150c0-62 124-62 124 0v110H98z" fill="${hair}"/>`);
  // Shoulders and neck.
  parts.push(`<path d="M40 320c8-62 56-92 120-92s112 30 120 92z" fill="${clothes}"/>`);
  parts.push(`<path d="M140 196h40v44c0 12-40 12-40 0z" fill="${mix(skin, '#000000', 0.12)}"/>`);
  // Face, ears, hair cap.
  parts.push(
    `<ellipse cx="108" cy="156" rx="9" ry="14" fill="${skin}"/><ellipse cx="212" cy="156" rx="9" ry="14" fill="${skin}"/>`,
  );
  parts.push(`<ellipse cx="160" cy="150" rx="52" ry="62" fill="${skin}"/>`);
  const cap =
    style === 'She' || rng.chance(0.8)
      ? `<path d="M106 146c-4-50 28-74 56-74s58 22 52 74c-10-24-32-38-56-40-22 4-42 18-52 40z" fill="${hair}"/>`
      : `<path d="M110 128c6-34 30-48 52-48s44 14 48 48c-14-12-32-18-50-18s-36 6-50 18z" fill="${hair}"/>`;
  parts.push(cap);
  if (style === 'She' && !longHair) parts.push(`<circle cx="160" cy="74" r="20" fill="${hair}"/>`);
  if (style === 'He' && rng.chance(0.35)) {
    parts.push(`<path d="M116 168c4 40 22 52 44 52s40-12 44-52c-10 18-26 24-44 24s-34-6-44-24z" fill="${hair}"/>`);
  }
  // Eyes, brows and a small smile.
  parts.push(`<circle cx="140" cy="150" r="5" fill="#2b1d16"/><circle cx="180" cy="150" r="5" fill="#2b1d16"/>`);
  parts.push(
    `<path d="M130 136q10-6 20 0M170 136q10-6 20 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(`<path d="M144 182q16 12 32 0" stroke="#7a3b2e" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  if (style === 'She' && rng.chance(0.5)) parts.push(`<circle cx="160" cy="128" r="4" fill="#b3202a"/>`);
  if (glasses) {
    parts.push(
      `<g fill="none" stroke="#222222" stroke-width="4"><circle cx="140" cy="150" r="16"/><circle cx="180" cy="150" r="16"/><path d="M156 150h8"/></g>`,
    );
  }
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="320" height="320" fill="${back}"/>`,
    ...parts,
    '</svg>',
  ].join('\n')}\n`;
}
