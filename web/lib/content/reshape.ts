import { whatsAppDigits } from '@/lib/phone';
import type {
  AboutPageQueryResult,
  CataloguePageQueryResult,
  SearchSynonymsQueryResult,
  HomePageQueryResult,
  PolicyPageQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

// Typegen types assume a complete document (required fields enforced); drafts seen in preview and
// documents edited outside the Studio can still lack fields, so every reshape tolerates gaps.

type RawImage = NonNullable<SiteSettingsQueryResult>['logo'] | null | undefined;

export type ContentImage = { url: string; alt: string; width: number; height: number };

export function reshapeImage(raw: RawImage): ContentImage | null {
  if (!raw?.url || !raw.width || !raw.height) return null;
  return { url: raw.url, alt: raw.alt ?? '', width: raw.width, height: raw.height };
}

const socialNetworks = [
  ['instagram', 'Instagram'],
  ['x', 'X'],
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

/** The WhatsApp number as written and as wa.me wants it; none when it is unset or no number. */
function reshapeWhatsApp(number: string | null | undefined) {
  const digits = whatsAppDigits(number);
  return digits && number ? { number: number.trim(), digits } : null;
}

export function reshapeSiteSettings(raw: SiteSettingsQueryResult) {
  if (!raw) throw new Error('Content is missing its siteSettings document: see studio/README.md');
  return {
    brandName: raw.brandName,
    brandBlurb: raw.brandBlurb,
    companyName: raw.companyName,
    copyrightYear: raw.copyrightYear,
    defaultSeo: raw.defaultSeo,
    contact: {
      phone: raw.phone,
      phoneHref: `tel:${raw.phone.replace(/[^\d+]/g, '')}`,
      email: raw.email,
      emailHref: `mailto:${raw.email}`,
      addressLines: raw.address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      whatsApp: reshapeWhatsApp(raw.whatsappNumber),
    },
    // Checked where mail is sent (lib/mail/sender.ts), which falls back to its default for an unusable address.
    mailSender: { name: raw.mailFromName ?? null, address: raw.mailFromAddress ?? null },
    socialLinks: socialNetworks.flatMap(([network, label]) => {
      const href = raw.social?.[network];
      return href ? [{ network, label, href }] : [];
    }),
    footerCategoryLinks: raw.footerCategoryLinks ?? [],
    footerCompanyLinks: raw.footerCompanyLinks ?? [],
    images: {
      logo: reshapeImage(raw.logo),
      notFound: reshapeImage(raw.notFoundImage),
      thankYou: reshapeImage(raw.thankYouImage),
      defaultCourse: reshapeImage(raw.defaultCourseImage),
      defaultTrainer: reshapeImage(raw.defaultTrainerImage),
    },
  };
}

type RawTestimonial = NonNullable<HomePageQueryResult>['testimonialsFirst'][number] | null;

function reshapeTestimonials(raw: RawTestimonial[] | null | undefined) {
  // A reference to a testimonial that is not published (or was deleted) resolves to null.
  return (raw ?? []).flatMap((t) =>
    t?.authorName && t.text
      ? [
          {
            id: t._id,
            authorName: t.authorName,
            text: t.text,
            authorImage: reshapeImage(t.authorImage),
            image: reshapeImage(t.image),
          },
        ]
      : [],
  );
}

export type Testimonial = ReturnType<typeof reshapeTestimonials>[number];

/** Spec section 3: "the second row mixes the second list with the first", taken as alternating them. */
export function mixTestimonials(second: Testimonial[], first: Testimonial[]): Testimonial[] {
  return Array.from({ length: Math.max(second.length, first.length) }, (_, i) => [second[i], first[i]])
    .flat()
    .filter((t): t is Testimonial => t !== undefined);
}

export function reshapeHomePage(raw: HomePageQueryResult) {
  if (!raw) return null;
  const first = reshapeTestimonials(raw.testimonialsFirst);
  const second = reshapeTestimonials(raw.testimonialsSecond);
  return {
    hero: {
      kicker: raw.hero?.kicker ?? '',
      title: raw.hero?.title ?? '',
      lead: raw.hero?.lead ?? '',
      searchPlaceholder: raw.hero?.searchPlaceholder ?? '',
      highlight: raw.hero?.highlight ?? '',
    },
    categoriesTitle: raw.categoriesTitle ?? '',
    popularTitle: raw.popularTitle ?? '',
    /** The courses editors picked for the courses section, in their order; empty: the most enrolled are shown. */
    featuredCourseSlugs: [...new Set((raw.featuredCourseSlugs ?? []).filter((slug): slug is string => Boolean(slug)))],
    marketing: { title: raw.marketingTitle, line: raw.marketingLine },
    /** The two marquee rows, ready to render; the page repeats each row once more to loop it. */
    testimonialRows: [first, mixTestimonials(second, first)] as const,
    seo: raw.seo,
  };
}

export function reshapeCataloguePage(raw: CataloguePageQueryResult) {
  if (!raw) return null;
  return { title: raw.title, lead: raw.lead ?? '' };
}

/** Marketing's search synonyms; none when the document does not exist. Empty terms and meanings are left out. */
export function reshapeSearchSynonyms(raw: SearchSynonymsQueryResult): SearchSynonymEntry[] {
  return (raw?.entries ?? [])
    .map((entry) => ({
      term: entry?.term?.trim() ?? '',
      means: (entry?.means ?? []).map((phrase) => phrase?.trim() ?? '').filter(Boolean),
    }))
    .filter((entry) => entry.term && entry.means.length > 0);
}

export type SearchSynonymEntry = { term: string; means: string[] };

type RawTeamMember = NonNullable<AboutPageQueryResult>['team'][number] | null;

function reshapeTeamMember(raw: RawTeamMember) {
  // A reference to an unpublished or deleted member resolves to null; a draft may lack its role yet (in English: a
  // Hindi role alone does not place anyone).
  if (!raw?.name || !raw.role?.trim() || !(raw.roleKey ?? raw.role)?.trim()) return null;
  return {
    key: raw._id,
    name: raw.name,
    role: raw.role.trim(),
    jobTitle: raw.jobTitle ?? null,
    bio: raw.bio ?? '',
    photo: reshapeImage(raw.photo),
  };
}

export type TeamMember = NonNullable<ReturnType<typeof reshapeTeamMember>>;
export type TeamGroup = { key: string; role: string; members: TeamMember[] };

/**
 * Groups the About page's ordered members by role: roles in the order of their first member, members in
 * the editors' order within a role. `groupOf` names a member's group (by default its role as shown); on a Hindi
 * read it is the English role, and the group is titled with the first Hindi role given in it.
 */
export function groupTeamByRole(
  members: TeamMember[],
  groupOf: (member: TeamMember) => string = (member) => member.role,
): TeamGroup[] {
  const groups = new Map<string, TeamGroup>();
  for (const member of members) {
    const key = groupOf(member);
    const group = groups.get(key) ?? { key, role: member.role, members: [] };
    if (group.role === key && member.role !== key) group.role = member.role;
    group.members.push(member);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function reshapeAboutPage(raw: AboutPageQueryResult) {
  if (!raw) return null;
  const englishRoles = new Map(
    (raw.team ?? []).flatMap((m) => (m?._id && m.roleKey?.trim() ? [[m._id, m.roleKey.trim()] as const] : [])),
  );
  return {
    title: raw.title,
    intro: raw.intro,
    vision: raw.vision ?? [],
    mission: raw.mission ?? [],
    team: groupTeamByRole(
      (raw.team ?? []).flatMap((m) => reshapeTeamMember(m) ?? []),
      (member) => englishRoles.get(member.key) ?? member.role,
    ),
    seo: raw.seo,
  };
}

// The same list as schemas/constants.ts policyKinds (seed.test.ts checks): the site does not bundle schemas/.
export const policyPageKinds = ['terms', 'privacy', 'refund'] as const;
export type PolicyPageKind = (typeof policyPageKinds)[number];

/** Terms, Privacy or Refund; the query already put the privacy text into Refund, through its reference. */
export function reshapePolicyPage(raw: PolicyPageQueryResult) {
  if (!raw) return null;
  return { kind: raw.kind, title: raw.title, lastUpdated: raw.lastUpdated, body: raw.body ?? [], seo: raw.seo };
}

export type SiteSettings = ReturnType<typeof reshapeSiteSettings>;
export type HomeContent = NonNullable<ReturnType<typeof reshapeHomePage>>;
export type AboutPage = NonNullable<ReturnType<typeof reshapeAboutPage>>;
export type CataloguePage = NonNullable<ReturnType<typeof reshapeCataloguePage>>;
export type PolicyPage = NonNullable<ReturnType<typeof reshapePolicyPage>>;
export type { RichText } from './sanity.types';
