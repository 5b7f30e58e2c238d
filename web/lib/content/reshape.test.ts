import { describe, expect, it } from 'vitest';
import {
  groupTeamByRole,
  mixTestimonials,
  reshapeAboutPage,
  reshapeImage,
  reshapePolicyPage,
  reshapeSiteSettings,
  type TeamMember,
  type Testimonial,
} from './reshape';
import type { AboutPageQueryResult, PolicyPageQueryResult, SiteSettingsQueryResult } from './sanity.types';

const testimonial = (id: string): Testimonial => ({ id, authorName: id, text: 'text', authorImage: null, image: null });

describe('mixTestimonials', () => {
  it('alternates the second list with the first, starting with the second', () => {
    const mixed = mixTestimonials(['s1', 's2'].map(testimonial), ['f1', 'f2', 'f3'].map(testimonial));
    expect(mixed.map((t) => t.id)).toEqual(['s1', 'f1', 's2', 'f2', 'f3']);
  });
});

describe('reshapeImage', () => {
  it('keeps complete images and defaults missing alternative text to empty', () => {
    expect(reshapeImage({ alt: null, url: '/a.svg', width: 10, height: 5 })).toEqual({
      url: '/a.svg',
      alt: '',
      width: 10,
      height: 5,
    });
  });

  it('drops images whose asset is missing', () => {
    expect(reshapeImage({ alt: 'x', url: null, width: null, height: null })).toBeNull();
    expect(reshapeImage(null)).toBeNull();
  });
});

describe('reshapePolicyPage', () => {
  it('keeps the title, date and text the query chose, and an empty text when there is none', () => {
    const refund: PolicyPageQueryResult = {
      title: 'Refund Policy',
      kind: 'refund',
      lastUpdated: null,
      body: null,
      seo: { title: 'Refund Policy', description: 'd' },
    };
    expect(reshapePolicyPage(refund)).toEqual({ ...refund, body: [] });
  });

  it('returns null when the document does not exist', () => {
    expect(reshapePolicyPage(null)).toBeNull();
  });
});

const member = (name: string, role: string): TeamMember => ({
  key: name,
  name,
  role,
  jobTitle: null,
  bio: '',
  photo: null,
});

describe('groupTeamByRole', () => {
  it('lists roles in the order of their first member and keeps the order within each role', () => {
    const groups = groupTeamByRole([
      member('a', 'Founders'),
      member('b', 'Trainers'),
      member('c', 'Founders'),
      member('d', 'Support'),
    ]);
    expect(groups.map((g) => [g.role, g.members.map((m) => m.name)])).toEqual([
      ['Founders', ['a', 'c']],
      ['Trainers', ['b']],
      ['Support', ['d']],
    ]);
    expect(groups.map((g) => g.key)).toEqual(['Founders', 'Trainers', 'Support']);
  });

  it('groups by the key given (the English role on a Hindi read), titled with the first translated role in the group', () => {
    const english = new Map([
      ['a', 'Founders'],
      ['b', 'Founders'],
      ['c', 'Support'],
    ]);
    const groups = groupTeamByRole(
      [member('a', 'Founders'), member('b', 'संस्थापक'), member('c', 'सहायता')],
      (m) => english.get(m.key)!,
    );
    expect(groups.map((g) => [g.key, g.role, g.members.map((m) => m.name)])).toEqual([
      ['Founders', 'संस्थापक', ['a', 'b']],
      ['Support', 'सहायता', ['c']],
    ]);
  });
});

describe('reshapeAboutPage', () => {
  it('skips references to members that are unpublished, deleted or still without a role', () => {
    const raw = {
      title: 'About Us',
      intro: 'i',
      vision: [],
      mission: [],
      seo: { title: 't', description: 'd' },
      team: [
        { _id: 'm1', name: 'Asha', role: ' Founders ', jobTitle: null, bio: 'b', photo: null },
        null,
        { _id: 'm2', name: 'Ravi', role: '', jobTitle: null, bio: 'b', photo: null },
      ],
    } as unknown as AboutPageQueryResult;
    expect(reshapeAboutPage(raw)?.team).toEqual([
      {
        key: 'Founders',
        role: 'Founders',
        members: [{ key: 'm1', name: 'Asha', role: 'Founders', jobTitle: null, bio: 'b', photo: null }],
      },
    ]);
  });
});

describe('reshapeSiteSettings', () => {
  const image = { alt: '', url: '/x.svg', width: 1, height: 1 };
  const raw: NonNullable<SiteSettingsQueryResult> = {
    brandName: 'B',
    brandBlurb: 'b',
    companyName: 'C',
    copyrightYear: 2024,
    phone: '+91 40 1234-5678',
    whatsappNumber: null,
    email: 'a@b.example',
    mailFromName: null,
    mailFromAddress: null,
    address: ' Line 1 \n\nLine 2 ',
    social: { instagram: 'https://i.example', x: null, facebook: null, linkedin: null, youtube: 'https://y.example' },
    footerCategoryLinks: [],
    footerCompanyLinks: [],
    defaultSeo: { title: 't', description: 'd' },
    logo: image,
    notFoundImage: image,
    thankYouImage: image,
    defaultCourseImage: image,
    defaultTrainerImage: null as never,
  };

  it('derives tel and mailto links, address lines and the social links that are set, in spec order', () => {
    const settings = reshapeSiteSettings(raw);
    expect(settings.contact).toEqual({
      phone: '+91 40 1234-5678',
      phoneHref: 'tel:+914012345678',
      email: 'a@b.example',
      emailHref: 'mailto:a@b.example',
      addressLines: ['Line 1', 'Line 2'],
      whatsApp: null,
    });
    expect(settings.socialLinks.map((l) => l.network)).toEqual(['instagram', 'youtube']);
    expect(settings.images.defaultTrainer).toBeNull();
  });

  it('gives the WhatsApp number as written and as wa.me wants it; none for a blank or a number that is no number', () => {
    expect(reshapeSiteSettings({ ...raw, whatsappNumber: ' +91 98765 43210 ' }).contact.whatsApp).toEqual({
      number: '+91 98765 43210',
      digits: '919876543210',
    });
    expect(reshapeSiteSettings({ ...raw, whatsappNumber: '' }).contact.whatsApp).toBeNull();
    expect(reshapeSiteSettings({ ...raw, whatsappNumber: '12-34' }).contact.whatsApp).toBeNull();
  });

  it('hands the mail sender on as the Studio holds it, for lib/mail to check; an unset part is null', () => {
    expect(reshapeSiteSettings(raw).mailSender).toEqual({ name: null, address: null });
    expect(
      reshapeSiteSettings({ ...raw, mailFromName: 'B, "the academy"', mailFromAddress: 'no-reply@b.example' })
        .mailSender,
    ).toEqual({ name: 'B, "the academy"', address: 'no-reply@b.example' });
  });

  it('fails loudly when the document is missing: every page needs it', () => {
    expect(() => reshapeSiteSettings(null)).toThrow(/siteSettings/);
  });
});
