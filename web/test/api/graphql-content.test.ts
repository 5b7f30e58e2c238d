import { describe, expect, it } from 'vitest';
import { loadAboutPage, loadHomePage, loadPolicyPage, loadSiteSettings } from '@/lib/content/load';
import { policyPageKinds } from '@/lib/content/reshape';
import { graphqlData } from '../graphql';

// The CMS content through GraphQL, against the content layer the pages read (the embedded dataset here, as on the
// server under test): the same texts, published only.

const published = { drafts: false };
const image = 'url alt width height';

describe('GraphQL content', () => {
  it('answers the site settings as the footer shows them', async () => {
    const settings = await loadSiteSettings(published);
    const { site } = await graphqlData(
      '{ site { settings { brandName brandBlurb companyName copyrightYear phone email addressLines socialLinks { network label href } } } }',
    );
    expect(site.settings).toEqual({
      brandName: settings.brandName,
      brandBlurb: settings.brandBlurb,
      companyName: settings.companyName,
      copyrightYear: settings.copyrightYear,
      phone: settings.contact.phone,
      email: settings.contact.email,
      addressLines: settings.contact.addressLines,
      socialLinks: settings.socialLinks,
    });
  });

  it('answers the published home page and its testimonials, never the draft', async () => {
    const home = (await loadHomePage(published))!;
    const { site } = await graphqlData(
      `{ site { home { marketingTitle marketingLine testimonials { id authorName text authorImage { ${image} } image { ${image} } } } } }`,
    );
    expect(site.home.marketingTitle).toBe(home.marketing.title);
    expect(site.home.marketingLine).toBe(home.marketing.line);
    const once = [...new Map(home.testimonialRows.flat().map((t) => [t.id, t])).values()];
    expect(site.home.testimonials).toEqual(once);
    expect(site.home.marketingLine).not.toMatch(/New weekend batches/);
  });

  it('answers the About page with its team in the editors\u2019 order', async () => {
    const about = (await loadAboutPage(published))!;
    const { site } = await graphqlData(
      `{ site { about { title intro vision mission team { id name role jobTitle bio photo { ${image} } } } } }`,
    );
    expect(site.about).toEqual({
      title: about.title,
      intro: about.intro,
      vision: about.vision,
      mission: about.mission,
      team: about.team.flatMap((group) => group.members).map(({ key, ...member }) => ({ id: key, ...member })),
    });
  });

  it('answers each policy page, Refund with the privacy text', async () => {
    for (const kind of policyPageKinds) {
      const policy = (await loadPolicyPage(kind, published))!;
      const { site } = await graphqlData(
        'query($kind: PolicyKind!) { site { policy(kind: $kind) { kind title lastUpdated body } } }',
        { kind },
      );
      expect(site.policy, kind).toEqual({
        kind: policy.kind,
        title: policy.title,
        lastUpdated: policy.lastUpdated,
        body: policy.body,
      });
    }
  });
});
