import { defineQuery } from 'next-sanity';

// Ids are written out because typegen reads each query as a literal; seed.test.ts keeps them in step
// with the Studio's singletons. Draft overlays keep the published id, so the same queries serve previews.

// Every page query takes $language, the page's language ("en" or "hi"; load.ts always sends it). A translated text is
// its Hindi version (the document's `hindi` object, schemas/objects/hindi.ts) on a Hindi read when that is filled in,
// and the English field otherwise. `localized` is called with literal field names only, so that typegen can read it
// and TypeScript keeps each query's exact text (what sanity.types.ts registers its result type under).
const localized = <Field extends string>(field: Field) =>
  `coalesce(select($language == "hi" && length(hindi.${field}) > 0 => hindi.${field}), ${field})` as const;

const image = /* groq */ `{
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

const seo =
  /* groq */ `"seo": { "title": ${localized('seo.title')}, "description": ${localized('seo.description')} }` as const;

const testimonial = /* groq */ `{
  _id,
  authorName,
  "text": ${localized('text')},
  "authorImage": authorImage${image},
  "image": image${image}
}` as const;

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  "brandBlurb": ${localized('brandBlurb')},
  companyName,
  copyrightYear,
  phone,
  whatsappNumber,
  email,
  mailFromName,
  mailFromAddress,
  "address": ${localized('address')},
  social{ instagram, x, facebook, linkedin, youtube },
  "footerCategoryLinks": footerCategoryLinks[]{ "label": ${localized('label')}, href },
  "footerCompanyLinks": footerCompanyLinks[]{ "label": ${localized('label')}, href },
  "defaultSeo": {
    "title": ${localized('defaultSeo.title')},
    "description": ${localized('defaultSeo.description')}
  },
  "logo": logo${image},
  "notFoundImage": notFoundImage${image},
  "thankYouImage": thankYouImage${image},
  "defaultCourseImage": defaultCourseImage${image},
  "defaultTrainerImage": defaultTrainerImage${image}
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  "hero": {
    "kicker": ${localized('hero.kicker')},
    "title": ${localized('hero.title')},
    "lead": ${localized('hero.lead')},
    "searchPlaceholder": ${localized('hero.searchPlaceholder')},
    "highlight": ${localized('hero.highlight')}
  },
  "categoriesTitle": ${localized('categoriesTitle')},
  "popularTitle": ${localized('popularTitle')},
  "featuredCourseSlugs": featuredCourses[].slug,
  "marketingTitle": ${localized('marketingTitle')},
  "marketingLine": ${localized('marketingLine')},
  "testimonialsFirst": testimonialsFirst[]->${testimonial},
  "testimonialsSecond": testimonialsSecond[]->${testimonial},
  ${seo}
}`);

export const cataloguePageQuery = defineQuery(`*[_type == "cataloguePage" && _id == "cataloguePage"][0]{
  "title": ${localized('title')},
  "lead": ${localized('lead')}
}`);

export const searchSynonymsQuery = defineQuery(`*[_type == "searchSynonyms" && _id == "searchSynonyms"][0]{
  "entries": entries[]{ term, means }
}`);

// Team members come with their English role too (roleKey): the page groups them by it, so a group in which only some
// members have a Hindi role is still one group.
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  "title": ${localized('title')},
  "intro": ${localized('intro')},
  "vision": ${localized('vision')},
  "mission": ${localized('mission')},
  "team": team[]->{
    _id,
    name,
    "role": ${localized('role')},
    "roleKey": role,
    "jobTitle": ${localized('jobTitle')},
    "bio": ${localized('bio')},
    "photo": photo${image}
  },
  ${seo}
}`);

// A policy with bodyFrom (Refund) shows the referenced policy's text and date instead of its own, so an
// edit to the privacy text reaches both pages; in preview the reference resolves to the draft. In Hindi it shows
// the referenced policy's Hindi text, or else its English: never a text of its own while it takes another's.
export const policyPageQuery = defineQuery(`*[_type == "policyPage" && kind == $kind][0]{
  "title": ${localized('title')},
  kind,
  "lastUpdated": coalesce(bodyFrom->lastUpdated, lastUpdated),
  "body": coalesce(
    select($language == "hi" && length(bodyFrom->hindi.body) > 0 => bodyFrom->hindi.body),
    bodyFrom->body,
    ${localized('body')}
  ),
  ${seo}
}`);
