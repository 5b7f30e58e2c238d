/**
 * One simple line drawing per category, drawn in a 120x120 box with `currentColor` strokes, so the same
 * motif serves as the category icon and as the decoration on that category's course covers.
 */
const motifs: Record<string, string> = {
  arts: [
    // A painter's palette with paint wells and a brush across it.
    '<path d="M60 14c-27 0-48 19-48 43 0 21 17 33 31 27 8-3 12 3 10 10-2 9 5 14 14 13 25-3 41-22 41-46 0-27-21-47-48-47z"/>',
    '<circle cx="38" cy="44" r="6"/><circle cx="60" cy="32" r="6"/><circle cx="84" cy="42" r="6"/><circle cx="88" cy="66" r="6"/>',
  ].join(''),
  'dance-and-music': [
    // Two beamed eighth notes.
    '<path d="M44 88V30l52-12v58"/><path d="M44 44l52-12"/>',
    '<ellipse cx="33" cy="88" rx="12" ry="9"/><ellipse cx="85" cy="76" rx="12" ry="9"/>',
  ].join(''),
  'design-skills': [
    // A bezier curve with its control handles, as drawn in a vector editor.
    '<path d="M16 96C30 30 90 90 104 24"/><path d="M16 96L40 40M104 24L80 80"/>',
    '<rect x="10" y="90" width="12" height="12"/><rect x="98" y="18" width="12" height="12"/>',
    '<circle cx="40" cy="40" r="5"/><circle cx="80" cy="80" r="5"/>',
  ].join(''),
  'health-and-wellness': [
    // A lotus: three petals over a calm waterline.
    '<path d="M60 84C46 66 46 40 60 22c14 18 14 44 0 62z"/>',
    '<path d="M58 84C40 82 24 68 20 46c18 2 32 14 38 38zM62 84c18-2 34-16 38-38-18 2-32 14-38 38z"/>',
    '<path d="M18 100h84"/>',
  ].join(''),
  'hobbies-and-lifestyle': [
    // A camera, the most recognisable of the hobby courses.
    '<rect x="14" y="36" width="92" height="62" rx="10"/><path d="M40 36l8-14h24l8 14"/>',
    '<circle cx="60" cy="67" r="18"/><circle cx="90" cy="50" r="3"/>',
  ].join(''),
  technology: [
    // Code brackets: </>
    '<path d="M40 34L14 60l26 26M80 34l26 26-26 26M68 24L52 96"/>',
  ].join(''),
  'languages-and-communication': [
    // Two overlapping speech bubbles.
    '<path d="M14 22h58a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8H38l-14 12V68h-2a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z"/>',
    '<path d="M86 46h12a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-2v12L82 88H56a8 8 0 0 1-8-8v-4"/>',
  ].join(''),
};

export function motif(categorySlug: string): string {
  const drawing = motifs[categorySlug];
  if (!drawing) throw new Error(`No motif for category ${categorySlug}`);
  return drawing;
}
