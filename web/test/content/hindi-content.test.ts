import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentDocument } from '@/lib/content/document';
import { readDataset, seedDir } from '@/lib/content/embedded';
import { api } from '../http';

// Issue 33: the CMS content in the page's language. The embedded seed has Hindi for the home page, the About page and
// its team, the privacy policy (whose text Refund shows) and Refund's own title; everything else is English only, and
// the Hindi pages show that English.

let seed: Map<string, ContentDocument>;
beforeAll(async () => {
  seed = new Map((await readDataset(seedDir())).map((doc) => [doc._id, doc]));
});

type Texts = { intro: string; bio: string; text: string; brandBlurb: string; hindi: { intro: string; bio: string } };
const doc = (id: string) => seed.get(id) as unknown as Texts;

/** The page's HTML; text as React writes it (quotes escaped). */
async function page(path: string) {
  const answer = await api(path);
  expect(answer.status, path).toBe(200);
  return answer.text;
}
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('CMS content on the Hindi pages', () => {
  it('/hi/about shows the About page\u2019s Hindi, /about its English', async () => {
    const about = doc('aboutPage');
    const hindi = await page('/hi/about');
    expect(hindi).toContain(about.hindi.intro);
    expect(hindi).toMatch(/<h1[^>]*>हमारे बारे में<\/h1>/);
    expect(titleOf(hindi)).toContain('हमारे बारे में');
    expect(hindi).toContain(doc('team-ramesh-kumar').hindi.bio);
    expect(hindi).toContain('>संस्थापक</h3>');
    expect(hindi).not.toContain(escaped(about.intro));

    const english = await page('/about');
    expect(english).toContain(escaped(about.intro));
    expect(english).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(english).toContain(escaped(doc('team-ramesh-kumar').bio));
    expect(english).toContain('>Founders</h3>');
    expect(english).not.toContain(about.hindi.intro);
    expect(english).not.toContain('संस्थापक');
  });

  it('/hi shows the home page\u2019s, the testimonials\u2019 and the footer\u2019s Hindi, and the English of what has none (the address)', async () => {
    type Hero = { title: string };
    const home = seed.get('homePage') as unknown as { hero: Hero; hindi: { hero: Hero; marketingLine: string } };
    const hindi = await page('/hi');
    expect(hindi).toContain(home.hindi.hero.title);
    expect(hindi).toContain(home.hindi.marketingLine);
    expect(hindi).not.toContain(escaped(home.hero.title));
    // What learners said (issue 52).
    const quote = doc('testimonial-02') as unknown as { text: string; hindi: { text: string } };
    expect(hindi).toContain(escaped(quote.hindi.text));
    expect(hindi).not.toContain(escaped(quote.text));
    const settings = seed.get('siteSettings') as unknown as {
      brandBlurb: string;
      footerCategoryLinks: { label: string; hindi: { label: string } }[];
      hindi: { brandBlurb: string };
    };
    expect(hindi).toContain(settings.hindi.brandBlurb);
    expect(hindi).not.toContain(escaped(settings.brandBlurb));
    expect(hindi).toContain('2nd Floor, 12 Sarojini Devi Road');
    // The footer's category links in Hindi, each to its English address under /hi.
    expect(hindi).toMatch(
      new RegExp(`href="/hi/course/dance-and-music"[^>]*>${settings.footerCategoryLinks[1]!.hindi.label}<`),
    );

    const english = await page('/');
    expect(english).toContain(escaped(home.hero.title));
    expect(english).not.toContain(home.hindi.hero.title);
  });

  it('/hi/PrivacyPolicy and /hi/Refund show the Hindi privacy text; /hi/TermsConditions its Hindi title over the English text, which has no Hindi', async () => {
    const privacy = await page('/hi/PrivacyPolicy');
    expect(privacy).toMatch(/<h1[^>]*>गोपनीयता नीति<\/h1>/);
    expect(privacy).toContain('>हम क्या इकट्ठा करते हैं</h2>');
    const refund = await page('/hi/Refund');
    expect(refund).toMatch(/<h1[^>]*>रिफ़ंड नीति<\/h1>/);
    expect(refund).toContain('>हम क्या इकट्ठा करते हैं</h2>');
    expect(refund).not.toContain('>What we collect</h2>');
    expect(await page('/Refund')).toContain('>What we collect</h2>');
    const terms = await page('/hi/TermsConditions');
    expect(terms).toMatch(/<h1[^>]*>नियम और शर्तें<\/h1>/);
    expect(terms).toContain('>Admission</h2>');
  });
});
