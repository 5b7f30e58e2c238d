import { describe, expect, it } from 'vitest';
import { toPlainText } from '@portabletext/react';
import { CATEGORY_SLUGS } from '@/lib/db/seed/facts';
import type { ContentDocument } from './document';
import { applyPerspective, queryDocuments, readDataset, seedDir } from './embedded';
import { loadAboutPage, loadCataloguePage, loadHomePage, loadPolicyPage, loadSiteSettings } from './load';
import { readMailSender } from './mail-sender';
import { aboutPageQuery, cataloguePageQuery, homePageQuery, policyPageQuery, siteSettingsQuery } from './queries';
import { policyPageKinds, reshapeAboutPage, reshapeHomePage, reshapePolicyPage, reshapeSiteSettings } from './reshape';
import type {
  AboutPageQueryResult,
  HomePageQueryResult,
  PolicyPageQueryResult,
  RichText,
  SiteSettingsQueryResult,
} from './sanity.types';

// These run the real queries over the embedded dataset, as pages do when Sanity is not configured.

const published = { drafts: false };
const preview = { drafts: true };

const headings = (body: RichText) => body.filter((b) => b.style === 'h2').map((b) => toPlainText([b]));

/** The embedded dataset plus a draft of document `id` with `change` applied, as the Studio would save it. */
async function seedWithDraft(id: string, change: Record<string, unknown>): Promise<ContentDocument[]> {
  const seed = await readDataset(seedDir());
  const doc = seed.find((d) => d._id === id)!;
  return [...seed, { ...doc, ...change, _id: `drafts.${id}` }];
}

/** The About page through its page query, with or without drafts. */
const aboutPageFrom = async (dataset: ContentDocument[], drafts: boolean) =>
  reshapeAboutPage((await queryDocuments(applyPerspective(dataset, drafts), aboutPageQuery)) as AboutPageQueryResult);

describe('site settings', () => {
  it('carry the brand, the Secunderabad office, five social networks and every image', async () => {
    const settings = await loadSiteSettings(published);
    expect(settings.copyrightYear).toBe(2024);
    expect(settings.companyName).toMatch(/\S/);
    expect(settings.contact.addressLines.join(' ')).toContain('Secunderabad');
    expect(settings.contact.phoneHref).toMatch(/^tel:\+\d{10,}$/);
    expect(settings.socialLinks.map((l) => l.label)).toEqual(['Instagram', 'X', 'Facebook', 'LinkedIn', 'YouTube']);
    for (const image of Object.values(settings.images))
      expect(image?.url).toMatch(/^\/content-assets\/[0-9a-f]{40}-\d+x\d+\.svg$/);
  });

  it('link the footer to the seven category slugs of the spec', async () => {
    const { footerCategoryLinks } = await loadSiteSettings(published);
    expect(footerCategoryLinks.map((l) => l.href)).toEqual(CATEGORY_SLUGS.map((slug) => `/course/${slug}`));
  });

  it("name the sender of every mail: the brand, from a no-reply on the support e-mail's domain", async () => {
    const settings = await loadSiteSettings(published);
    expect(settings.mailSender).toEqual({ name: 'Skills Academy', address: 'no-reply@skillsacademy.example' });
    expect(settings.mailSender.address?.split('@')[1]).toBe(settings.contact.email.split('@')[1]);
    // What lib/startup.ts hands to lib/mail/sender.ts.
    expect(await readMailSender()).toEqual(settings.mailSender);
  });
});

describe('home page', () => {
  it('has the marketing block of the spec and two testimonial rows', async () => {
    const home = await loadHomePage(published);
    expect(home?.marketing).toEqual({
      title: 'Education For Everyone',
      line: 'From Passion to Proficiency, Skills for Everyone!',
    });
    const [first, second] = home!.testimonialRows;
    expect(first).toHaveLength(5);
    // The second row mixes the second list of five with the first.
    expect(second).toHaveLength(10);
    expect(second.filter((_, i) => i % 2 === 1).map((t) => t.id)).toEqual(first.map((t) => t.id));
    for (const t of [...first, ...second]) {
      expect(t.text.length).toBeGreaterThan(20);
      expect(t.authorImage?.alt).toBe(t.authorName);
    }
  });
});

describe('about page', () => {
  it("has a vision, a mission and at least six team members, grouped by role in the editors' order", async () => {
    const about = await loadAboutPage(published);
    expect(about?.title).toBe('About Us');
    expect(toPlainText(about!.vision)).not.toBe('');
    expect(toPlainText(about!.mission)).not.toBe('');
    expect(about!.team.map((g) => g.role)).toEqual(['Founders', 'Academic Team', 'Learner Support']);
    const members = about!.team.flatMap((g) => g.members);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members[0]).toMatchObject({
      key: 'team-ramesh-kumar',
      name: 'Ramesh Kumar',
      role: 'Founders',
      jobTitle: 'Founder and Director',
    });
    for (const group of about!.team) {
      for (const member of group.members) {
        expect(member.role).toBe(group.role);
        expect(member.bio.length).toBeGreaterThan(20);
        expect(member.photo?.alt).toBe(member.name);
      }
    }
  });
});

describe('policy pages', () => {
  it('Terms cover admission, fees, attendance, conduct, refunds, certification and termination', async () => {
    const terms = await loadPolicyPage('terms', published);
    expect(headings(terms!.body)).toEqual(
      expect.arrayContaining(['Admission', 'Fees', 'Attendance', 'Conduct', 'Refunds', 'Certification', 'Termination']),
    );
    expect(toPlainText(terms!.body)).toMatch(
      /absent for 3 consecutive days without informing .* terminated and the fee is not refunded/,
    );
  });

  it('Refund is its own document showing the privacy text, which it references rather than copies', async () => {
    const [privacy, refund] = await Promise.all([
      loadPolicyPage('privacy', published),
      loadPolicyPage('refund', published),
    ]);
    expect(privacy).toMatchObject({ kind: 'privacy', title: 'Privacy Policy' });
    expect(refund).toMatchObject({ kind: 'refund', title: 'Refund Policy', seo: { title: 'Refund Policy' } });
    expect(refund?.body).toEqual(privacy?.body);
    expect(refund?.lastUpdated).toBe(privacy?.lastUpdated);
    expect(headings(privacy!.body)).toEqual(expect.arrayContaining(['What we collect', 'Fees and refunds']));
    const seed = await readDataset(seedDir());
    expect(seed.find((d) => d._id === 'policy-refund')).not.toHaveProperty('body');
  });
});

describe('preview', () => {
  it("leaves the seed's draft of the home page out of published reads and shows it in preview", async () => {
    const [live, draft] = await Promise.all([loadHomePage(published), loadHomePage(preview)]);
    expect(live?.marketing.line).toBe('From Passion to Proficiency, Skills for Everyone!');
    expect(draft?.marketing.line).toBe('New weekend batches: from passion to proficiency, skills for everyone!');
    expect(draft?.marketing.title).toBe('Education For Everyone');
  });

  it('reads the same content in draft mode where nothing is in draft', async () => {
    expect(await loadAboutPage(preview)).toEqual(await loadAboutPage(published));
  });

  it('shows a draft in draft mode and the published text otherwise, through the page queries', async () => {
    const withDraft = await seedWithDraft('aboutPage', { title: 'About Us, reworded' });
    expect((await aboutPageFrom(withDraft, true))?.title).toBe('About Us, reworded');
    expect((await aboutPageFrom(withDraft, false))?.title).toBe('About Us');
  });

  it('shows a draft of a team member on the About page in preview only', async () => {
    const withDraft = await seedWithDraft('team-rohit-das', { role: 'Founders' });
    const founders = async (drafts: boolean) =>
      (await aboutPageFrom(withDraft, drafts))!.team.find((g) => g.role === 'Founders')!.members.map((m) => m.name);
    expect(await founders(true)).toEqual(['Ramesh Kumar', 'Lakshmi Srinivasan', 'Rohit Das']);
    expect(await founders(false)).toEqual(['Ramesh Kumar', 'Lakshmi Srinivasan']);
  });

  it('one edit to the privacy text changes the Refund page too: a privacy draft shows on Refund in preview', async () => {
    const seed = await readDataset(seedDir());
    const privacy = seed.find((d) => d._id === 'policy-privacy')!;
    const edited = [
      {
        _type: 'block',
        _key: 'e1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'Rewritten privacy text.', marks: [] }],
      },
    ];
    const withDraft = [...seed, { ...privacy, _id: 'drafts.policy-privacy', body: edited, lastUpdated: '2026-01-15' }];
    const refund = async (drafts: boolean) =>
      reshapePolicyPage(
        (await queryDocuments(applyPerspective(withDraft, drafts), policyPageQuery, {
          kind: 'refund',
        })) as PolicyPageQueryResult,
      );
    expect(await refund(true)).toMatchObject({ title: 'Refund Policy', lastUpdated: '2026-01-15' });
    expect(toPlainText((await refund(true))!.body)).toBe('Rewritten privacy text.');
    expect(toPlainText((await refund(false))!.body)).not.toContain('Rewritten');
    expect((await refund(false))?.body).toEqual(privacy.body);
  });

  it('a draft that only exists as a draft stays out of published reads of the home page', async () => {
    const seed = await readDataset(seedDir());
    const home = seed.find((d) => d._id === 'homePage')!;
    const newOne = {
      _id: 'drafts.testimonial-new',
      _type: 'testimonial',
      authorName: 'New Author',
      text: 'A testimonial still in review.',
    };
    const listed = {
      ...home,
      testimonialsFirst: [
        ...(home.testimonialsFirst as object[]),
        { _type: 'reference', _key: 'n1', _ref: 'testimonial-new' },
      ],
    };
    // The seed's own draft of the home page is left out, so this home page (listing the new one) is read in both.
    const dataset = [...seed.filter((d) => !['homePage', 'drafts.homePage'].includes(d._id)), listed, newOne];
    const read = async (drafts: boolean) =>
      reshapeHomePage((await queryDocuments(applyPerspective(dataset, drafts), homePageQuery)) as HomePageQueryResult);
    expect((await read(true))!.testimonialRows[0].map((t) => t.authorName)).toContain('New Author');
    expect((await read(false))!.testimonialRows[0].map((t) => t.authorName)).not.toContain('New Author');
  });
});

// Issue 33: Hindi beside English, field by field. The seed has Hindi for the home page (and its draft), the About
// page and its team, the testimonials (issue 52), the Privacy Policy and the Refund page's own title; every other
// document is English only.
describe('Hindi', () => {
  const hindi = { drafts: false, language: 'hi' } as const;
  const english = { drafts: false, language: 'en' } as const;
  const devanagari = /[\u0900-\u097F]/;

  /** The About page through its query, in a language, over a dataset. */
  const aboutIn = async (dataset: ContentDocument[], language: 'en' | 'hi', drafts = false) =>
    reshapeAboutPage(
      (await queryDocuments(applyPerspective(dataset, drafts), aboutPageQuery, { language })) as AboutPageQueryResult,
    );

  /** The dataset without any `hindi` field, anywhere: what it was before Hindi came. */
  const withoutHindi = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutHindi)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([name]) => name !== 'hindi')
              .map(([name, v]) => [name, withoutHindi(v)]),
          )
        : value;

  it('serves the Hindi fields on a Hindi read: home page, About and its team, Privacy', async () => {
    const home = (await loadHomePage(hindi))!;
    expect(home.hero.title).toBe('जो हुनर आप हमेशा से सीखना चाहते थे, उसे लाइव पढ़ाने वाले ट्रेनरों से सीखें');
    expect(home.hero.highlight).toBe('मुफ़्त डेमो क्लास');
    expect([home.categoriesTitle, home.popularTitle]).toEqual(['श्रेणियाँ देखें', 'लोकप्रिय कोर्स']);
    expect(home.marketing).toEqual({ title: 'सबके लिए शिक्षा', line: 'शौक़ से महारत तक, हुनर सबके लिए!' });
    expect(home.seo.title).toBe('सबके लिए शिक्षा');
    // What is not text is the same in both languages.
    expect(home.featuredCourseSlugs).toEqual((await loadHomePage(english))!.featuredCourseSlugs);

    const about = (await loadAboutPage(hindi))!;
    expect(about.title).toBe('हमारे बारे में');
    expect(about.intro).toMatch(/^हम सिकंदराबाद की एक स्किल्स अकैडमी हैं।/);
    expect(toPlainText(about.vision)).toMatch(devanagari);
    expect(about.mission.filter((b) => b.listItem === 'bullet')).toHaveLength(4);
    expect(about.seo.title).toBe('हमारे बारे में');
    // Grouped as in English (the same people in the same order), titled in Hindi.
    expect(about.team.map((g) => [g.key, g.role])).toEqual([
      ['Founders', 'संस्थापक'],
      ['Academic Team', 'अकादमिक टीम'],
      ['Learner Support', 'विद्यार्थी सहायता'],
    ]);
    const englishTeam = (await loadAboutPage(english))!.team;
    expect(about.team.map((g) => g.members.map((m) => m.key))).toEqual(
      englishTeam.map((g) => g.members.map((m) => m.key)),
    );
    expect(about.team[0]!.members[0]).toMatchObject({
      name: 'Ramesh Kumar',
      role: 'संस्थापक',
      jobTitle: 'संस्थापक और निदेशक',
    });
    for (const member of about.team.flatMap((g) => g.members)) expect(member.bio).toMatch(devanagari);

    const privacy = (await loadPolicyPage('privacy', hindi))!;
    expect(privacy).toMatchObject({ kind: 'privacy', title: 'गोपनीयता नीति', seo: { title: 'गोपनीयता नीति' } });
    expect(headings(privacy.body)).toEqual(expect.arrayContaining(['हम क्या इकट्ठा करते हैं', 'फ़ीस और रिफ़ंड']));
    expect(privacy.lastUpdated).toBe((await loadPolicyPage('privacy', english))!.lastUpdated);
  });

  it('gives Refund the Hindi privacy text through its reference, under its own Hindi title', async () => {
    const [privacy, refund] = await Promise.all([loadPolicyPage('privacy', hindi), loadPolicyPage('refund', hindi)]);
    expect(refund).toMatchObject({ kind: 'refund', title: 'रिफ़ंड नीति', seo: { title: 'रिफ़ंड नीति' } });
    expect(refund?.body).toEqual(privacy?.body);
    expect(refund?.lastUpdated).toBe(privacy?.lastUpdated);
  });

  it('falls back to English where the Hindi is empty: whole documents, single fields, empty texts and lists', async () => {
    // What the seed leaves in English reads as the English: the site settings but for the footer's links, blurb and
    // default search texts, which it has in Hindi (the address stays English), and the Terms page but for its title;
    // the catalogue page's texts are Hindi.
    const [settings, englishSettings] = await Promise.all([loadSiteSettings(hindi), loadSiteSettings(english)]);
    const translated = { footerCompanyLinks: [], footerCategoryLinks: [], brandBlurb: '', defaultSeo: {} };
    expect({ ...settings, ...translated }).toEqual({ ...englishSettings, ...translated });
    expect(settings.footerCompanyLinks.map((link) => link.label)).toEqual(['हमारे बारे में', 'कोर्स', 'ट्रेनर बनें', 'संपर्क करें']);
    expect(settings.footerCategoryLinks.map((link) => link.label)).toContain('नृत्य और संगीत');
    expect(settings.footerCategoryLinks.map((link) => link.href)).toEqual(
      englishSettings.footerCategoryLinks.map((link) => link.href),
    );
    expect(settings.brandBlurb).toMatch(/^कला, नृत्य और संगीत/);
    expect(settings.contact).toEqual(englishSettings.contact);
    const [terms, englishTerms] = await Promise.all([loadPolicyPage('terms', hindi), loadPolicyPage('terms', english)]);
    expect(terms).toEqual({ ...englishTerms, title: 'नियम और शर्तें' });
    expect(await loadCataloguePage(hindi)).toMatchObject({ title: 'कोर्स' });
    const [home, englishHome] = await Promise.all([loadHomePage(hindi), loadHomePage(english)]);
    // What learners said, in Hindi (issue 52); who said it and their picture are the same in both.
    const quotes = (rows: NonNullable<typeof home>['testimonialRows']) =>
      rows.flat().map(({ text, ...rest }) => ({ rest, text }));
    const [hindiQuotes, englishQuotes] = [quotes(home!.testimonialRows), quotes(englishHome!.testimonialRows)];
    expect(hindiQuotes.map((quote) => quote.rest)).toEqual(englishQuotes.map((quote) => quote.rest));
    for (const [index, quote] of hindiQuotes.entries()) {
      expect(quote.text).toMatch(devanagari);
      expect(quote.text).not.toBe(englishQuotes[index]?.text);
    }

    // Within a document: a Hindi field that is missing, an empty string or an empty list shows the English.
    const seed = await readDataset(seedDir());
    const about = seed.find((d) => d._id === 'aboutPage')!;
    const rohit = seed.find((d) => d._id === 'team-rohit-das')!;
    const dataset = [
      ...seed.filter((d) => !['aboutPage', 'team-rohit-das'].includes(d._id)),
      { ...about, hindi: { title: '', intro: 'केवल परिचय हिन्दी में।', vision: [] } },
      { ...rohit, hindi: { bio: 'सिर्फ़ परिचय हिन्दी में।' } },
    ];
    const [mixed, inEnglish] = await Promise.all([aboutIn(dataset, 'hi'), aboutIn(dataset, 'en')]);
    expect(mixed).toMatchObject({ title: 'About Us', intro: 'केवल परिचय हिन्दी में।', seo: inEnglish!.seo });
    expect(mixed!.vision).toEqual(inEnglish!.vision);
    expect(mixed!.mission).toEqual(inEnglish!.mission);
    // Rohit has no Hindi role: he stays in his group (titled by Sana's Hindi role), with his English job title.
    const support = mixed!.team.find((g) => g.key === 'Learner Support')!;
    expect(support.role).toBe('विद्यार्थी सहायता');
    expect(support.members.find((m) => m.key === 'team-rohit-das')).toMatchObject({
      role: 'Learner Support',
      jobTitle: 'Trainer Relations',
      bio: 'सिर्फ़ परिचय हिन्दी में।',
    });
  });

  it('shows a footer link\u2019s Hindi label, kept in the link itself, and the English label of the others', async () => {
    const seed = await readDataset(seedDir());
    const settings = seed.find((d) => d._id === 'siteSettings')!;
    const [first, ...rest] = settings.footerCategoryLinks as { label: string; href: string }[];
    const dataset = [
      ...seed.filter((d) => d._id !== 'siteSettings'),
      {
        ...settings,
        footerCategoryLinks: [
          { ...first, hindi: { label: 'कला' } },
          ...rest.map(({ label, href }) => ({ label, href })),
        ],
        hindi: { address: 'सिकंदराबाद का पता' },
      },
    ];
    const read = async (language: 'en' | 'hi') =>
      reshapeSiteSettings(
        (await queryDocuments(applyPerspective(dataset, false), siteSettingsQuery, {
          language,
        })) as SiteSettingsQueryResult,
      );
    const [inHindi, inEnglish] = await Promise.all([read('hi'), read('en')]);
    expect(inHindi.footerCategoryLinks[0]).toEqual({ label: 'कला', href: first!.href });
    expect(inHindi.footerCategoryLinks.slice(1)).toEqual(inEnglish.footerCategoryLinks.slice(1));
    expect(inEnglish.footerCategoryLinks[0]).toEqual({ label: first!.label, href: first!.href });
    expect(inHindi.contact.addressLines).toEqual(['सिकंदराबाद का पता']);
    expect(inHindi.brandBlurb).toBe(inEnglish.brandBlurb);
  });

  it('leaves the English read exactly as it was before Hindi: as without a language, and as over a seed without Hindi', async () => {
    expect(await loadHomePage(english)).toEqual(await loadHomePage(published));
    expect(await loadAboutPage(english)).toEqual(await loadAboutPage(published));
    const seed = await readDataset(seedDir());
    const bare = seed.map((doc) => withoutHindi(doc) as ContentDocument);
    const queries = [
      [siteSettingsQuery, {}],
      [homePageQuery, {}],
      [cataloguePageQuery, {}],
      [aboutPageQuery, {}],
      ...policyPageKinds.map((kind) => [policyPageQuery, { kind }] as const),
    ] as const;
    for (const drafts of [false, true]) {
      for (const [query, params] of queries) {
        const withHindi = await queryDocuments(applyPerspective(seed, drafts), query, { ...params, language: 'en' });
        expect(withHindi, query.slice(0, 40)).toEqual(
          await queryDocuments(applyPerspective(bare, drafts), query, { ...params, language: 'en' }),
        );
        // ...and the Hindi read of a seed without Hindi is the English read.
        expect(await queryDocuments(applyPerspective(bare, drafts), query, { ...params, language: 'hi' })).toEqual(
          withHindi,
        );
      }
    }
  });

  it('reads drafts in the language asked for: the seed\u2019s draft of the home page in Hindi and in English', async () => {
    const [hindiDraft, hindiLive, englishDraft] = await Promise.all([
      loadHomePage({ drafts: true, language: 'hi' }),
      loadHomePage(hindi),
      loadHomePage({ drafts: true, language: 'en' }),
    ]);
    expect(hindiDraft?.marketing.line).toBe('नए वीकेंड बैच: शौक़ से महारत तक, हुनर सबके लिए!');
    expect(hindiLive?.marketing.line).toBe('शौक़ से महारत तक, हुनर सबके लिए!');
    expect(englishDraft?.marketing.line).toBe('New weekend batches: from passion to proficiency, skills for everyone!');
  });

  it('shows a Hindi draft of a page or a team member in preview only, and only on the Hindi read', async () => {
    const seed = await readDataset(seedDir());
    const about = seed.find((d) => d._id === 'aboutPage')!;
    const withDraft = await seedWithDraft('aboutPage', {
      hindi: { ...(about.hindi as object), title: 'हमारे बारे में (नया)' },
    });
    expect((await aboutIn(withDraft, 'hi', true))?.title).toBe('हमारे बारे में (नया)');
    expect((await aboutIn(withDraft, 'hi', false))?.title).toBe('हमारे बारे में');
    expect((await aboutIn(withDraft, 'en', true))?.title).toBe('About Us');

    const member = seed.find((d) => d._id === 'team-meera-pillai')!;
    const memberDraft = await seedWithDraft('team-meera-pillai', {
      hindi: { ...(member.hindi as object), jobTitle: 'नृत्य और संगीत प्रमुख' },
    });
    const meera = async (language: 'en' | 'hi', drafts: boolean) =>
      (await aboutIn(memberDraft, language, drafts))!.team
        .flatMap((g) => g.members)
        .find((m) => m.key === 'team-meera-pillai')!.jobTitle;
    expect(await meera('hi', true)).toBe('नृत्य और संगीत प्रमुख');
    expect(await meera('hi', false)).toBe('परफ़ॉर्मिंग आर्ट्स प्रमुख');
    expect(await meera('en', true)).toBe('Head of Performing Arts');
  });

  it('in preview, a Hindi privacy draft reaches the Hindi Refund page too', async () => {
    const seed = await readDataset(seedDir());
    const privacy = seed.find((d) => d._id === 'policy-privacy')!;
    const edited = [
      {
        _type: 'block',
        _key: 'h1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'नया गोपनीयता पाठ।', marks: [] }],
      },
    ];
    const withDraft = [
      ...seed,
      { ...privacy, _id: 'drafts.policy-privacy', hindi: { ...(privacy.hindi as object), body: edited } },
    ];
    const refund = async (language: 'en' | 'hi', drafts: boolean) =>
      reshapePolicyPage(
        (await queryDocuments(applyPerspective(withDraft, drafts), policyPageQuery, {
          kind: 'refund',
          language,
        })) as PolicyPageQueryResult,
      );
    expect(toPlainText((await refund('hi', true))!.body)).toBe('नया गोपनीयता पाठ।');
    expect(toPlainText((await refund('hi', false))!.body)).not.toContain('नया');
    expect((await refund('en', true))!.body).toEqual(privacy.body);
  });
});
