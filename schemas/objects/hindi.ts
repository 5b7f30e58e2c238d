import { defineField, type FieldDefinition, type FieldGroupDefinition } from 'sanity';
import { hero } from './hero';
import { seo } from './seo';

// Hindi beside English, field by field (issue 33): a document keeps its English fields exactly as they are and gains
// one optional object, `hindi`, holding the Hindi versions of its texts under the same names. The site's queries
// (web/lib/content/queries.ts) show a Hindi field on the Hindi pages (/hi/...) when it is filled in, and the English
// otherwise, so a translation can be added one field at a time.

/** The Studio tab of a document's Hindi texts. */
export const hindiGroup: FieldGroupDefinition = { name: 'hindi', title: 'हिन्दी (Hindi)' };

const emptyShowsEnglish =
  'Shown on the Hindi pages (/hi/…) instead of the English. A field left empty shows the English.';

/** Named object types whose texts are translated: their Hindi version holds the same fields, all optional. */
const objectTypes: Record<string, readonly FieldDefinition[]> = { hero: hero.fields, seo: seo.fields };

/** Types that hold text: the Hindi version has the same type (rich text stays rich text). */
const textTypes = new Set(['string', 'text', 'richText']);

/**
 * The Hindi version of an English field: same name, title and type, and never required (an empty one shows the
 * English). What hides the English field hides its Hindi version too. Images, slugs, addresses, numbers, phone
 * numbers, e-mail addresses and references have no Hindi version: they are the same in both languages.
 */
function hindiVersionOf(field: FieldDefinition): FieldDefinition {
  const { name, title, type, hidden } = field as FieldDefinition & { hidden?: unknown };
  const nested = objectTypes[type];
  if (nested) {
    return defineField({
      name,
      title,
      type: 'object',
      options: { collapsible: true, collapsed: false },
      fields: nested.map(hindiVersionOf),
    });
  }
  if (!textTypes.has(type)) throw new Error(`The field "${name}" (${type}) holds no text to translate into Hindi`);
  const rows = type === 'text' ? (field as { rows?: number }).rows : undefined;
  return { name, title, type, ...(rows ? { rows } : {}), ...(hidden ? { hidden } : {}) } as FieldDefinition;
}

type HindiOptions = {
  /** What the editor should know beyond "an empty field shows the English". */
  note?: string;
  /** The document's Hindi tab (default); false for an object type, which has no tabs. */
  inGroup?: boolean;
};

/**
 * The `hindi` field of a document (or object type): Hindi versions of the given English fields, in one object shown
 * in the document's "हिन्दी (Hindi)" tab. Add `hindiGroup` to the document's groups.
 */
export function hindiVersion(fields: FieldDefinition[], { note, inGroup = true }: HindiOptions = {}): FieldDefinition {
  return defineField({
    name: 'hindi',
    title: 'हिन्दी (Hindi)',
    description: note ? `${emptyShowsEnglish} ${note}` : emptyShowsEnglish,
    type: 'object',
    ...(inGroup ? { group: hindiGroup.name } : {}),
    options: { collapsible: true, collapsed: !inGroup },
    fields: fields.map(hindiVersionOf),
  });
}

/** The English fields of `fields` named in `names`, in the order given: what a document offers in Hindi. */
export function fieldsNamed(fields: readonly FieldDefinition[], names: readonly string[]): FieldDefinition[] {
  return names.map((name) => {
    const field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`No field "${name}" to translate`);
    return field;
  });
}
