import { describe, expect, it } from 'vitest';
import { toPlainText } from '@portabletext/react';
import type { ContentDocument } from './document';
import { applyPerspective, queryDocuments, readDataset, seedDir } from './embedded';
import { loadAboutPage, loadHomePage, loadPolicyPage, loadSiteSettings } from './load';
import { aboutPageQuery, homePageQuery, policyPageQuery } from './queries';
import { reshapeAboutPage, reshapeHomePage, reshapePolicyPage } from './reshape';
import type { AboutPageQueryResult, HomePageQueryResult, PolicyPageQueryResult, RichText } from './sanity.types';

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
    for (const image of Object.values(settings.images)) expect(image?.url).toMatch(/^\/content-assets\/[0-9a-f]{40}-\d+x\d+\.svg$/);
  });

  it('link the footer to the seven category slugs of the spec', async () => {
    const { footerCategoryLinks } = await loadSiteSettings(published);
    expect(footerCategoryLinks.map((l) => l.href)).toEqual([
      'arts', 'dance-and-music', 'design-skills', 'health-and-wellness', 'hobbies-and-lifestyle', 'technology',
      'languages-and-communication',
    ].map((slug) => `/course/${slug}`));
  });
});

describe('home page', () => {
  it('has the marketing block of the spec and two testimonial rows', async () => {
    const home = await loadHomePage(published);
    expect(home?.marketing).toEqual({ title: 'Education For Everyone', line: 'From Passion to Proficiency, Skills for Everyone!' });
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
  it('has a vision, a mission and at least six team members, grouped by role in the editors\' order', async () => {
    const about = await loadAboutPage(published);
    expect(about?.title).toBe('About Us');
    expect(toPlainText(about!.vision)).not.toBe('');
    expect(toPlainText(about!.mission)).not.toBe('');
    expect(about!.team.map((g) => g.role)).toEqual(['Founders', 'Academic Team', 'Learner Support']);
    const members = about!.team.flatMap((g) => g.members);
    expect(members.length).toBeGreaterThanOrEqual(6);
    expect(members[0]).toMatchObject({ key: 'team-ramesh-kumar', name: 'Ramesh Kumar', role: 'Founders', jobTitle: 'Founder and Director' });
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
    expect(headings(terms!.body)).toEqual(expect.arrayContaining([
      'Admission', 'Fees', 'Attendance', 'Conduct', 'Refunds', 'Certification', 'Termination',
    ]));
    expect(toPlainText(terms!.body)).toMatch(/absent for 3 consecutive days without informing .* terminated and the fee is not refunded/);
  });

  it('Refund is its own document showing the privacy text, which it references rather than copies', async () => {
    const [privacy, refund] = await Promise.all([loadPolicyPage('privacy', published), loadPolicyPage('refund', published)]);
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
  it('leaves the seed\'s draft of the home page out of published reads and shows it in preview', async () => {
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
    const founders = async (drafts: boolean) => (await aboutPageFrom(withDraft, drafts))!.team.find((g) => g.role === 'Founders')!.members.map((m) => m.name);
    expect(await founders(true)).toEqual(['Ramesh Kumar', 'Lakshmi Srinivasan', 'Rohit Das']);
    expect(await founders(false)).toEqual(['Ramesh Kumar', 'Lakshmi Srinivasan']);
  });

  it('one edit to the privacy text changes the Refund page too: a privacy draft shows on Refund in preview', async () => {
    const seed = await readDataset(seedDir());
    const privacy = seed.find((d) => d._id === 'policy-privacy')!;
    const edited = [{ _type: 'block', _key: 'e1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'Rewritten privacy text.', marks: [] }] }];
    const withDraft = [...seed, { ...privacy, _id: 'drafts.policy-privacy', body: edited, lastUpdated: '2026-01-15' }];
    const refund = async (drafts: boolean) =>
      reshapePolicyPage((await queryDocuments(applyPerspective(withDraft, drafts), policyPageQuery, { kind: 'refund' })) as PolicyPageQueryResult);
    expect(await refund(true)).toMatchObject({ title: 'Refund Policy', lastUpdated: '2026-01-15' });
    expect(toPlainText((await refund(true))!.body)).toBe('Rewritten privacy text.');
    expect(toPlainText((await refund(false))!.body)).not.toContain('Rewritten');
    expect((await refund(false))?.body).toEqual(privacy.body);
  });

  it('a draft that only exists as a draft stays out of published reads of the home page', async () => {
    const seed = await readDataset(seedDir());
    const home = seed.find((d) => d._id === 'homePage')!;
    const newOne = { _id: 'drafts.testimonial-new', _type: 'testimonial', authorName: 'New Author', text: 'A testimonial still in review.' };
    const listed = { ...home, testimonialsFirst: [...(home.testimonialsFirst as object[]), { _type: 'reference', _key: 'n1', _ref: 'testimonial-new' }] };
    // The seed's own draft of the home page is left out, so this home page (listing the new one) is read in both.
    const dataset = [...seed.filter((d) => !['homePage', 'drafts.homePage'].includes(d._id)), listed, newOne];
    const read = async (drafts: boolean) =>
      reshapeHomePage((await queryDocuments(applyPerspective(dataset, drafts), homePageQuery)) as HomePageQueryResult);
    expect((await read(true))!.testimonialRows[0].map((t) => t.authorName)).toContain('New Author');
    expect((await read(false))!.testimonialRows[0].map((t) => t.authorName)).not.toContain('New Author');
  });
});
