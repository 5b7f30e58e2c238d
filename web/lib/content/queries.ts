import { defineQuery } from 'next-sanity';

// Ids are written out because typegen reads each query as a literal; seed.test.ts keeps them in step
// with the Studio's singletons. Draft overlays keep the published id, so the same queries serve previews.

const image = /* groq */ `{
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

const seo = /* groq */ `seo{ title, description }`;

const testimonial = /* groq */ `{
  _id,
  authorName,
  text,
  "authorImage": authorImage${image},
  "image": image${image}
}`;

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  brandBlurb,
  companyName,
  copyrightYear,
  phone,
  whatsappNumber,
  email,
  address,
  social{ instagram, x, facebook, linkedin, youtube },
  "footerCategoryLinks": footerCategoryLinks[]{ label, href },
  "footerCompanyLinks": footerCompanyLinks[]{ label, href },
  "defaultSeo": defaultSeo{ title, description },
  "logo": logo${image},
  "notFoundImage": notFoundImage${image},
  "thankYouImage": thankYouImage${image},
  "defaultCourseImage": defaultCourseImage${image},
  "defaultTrainerImage": defaultTrainerImage${image}
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{ kicker, title, lead, searchPlaceholder, highlight },
  categoriesTitle,
  popularTitle,
  "featuredCourseSlugs": featuredCourses[].slug,
  marketingTitle,
  marketingLine,
  "testimonialsFirst": testimonialsFirst[]->${testimonial},
  "testimonialsSecond": testimonialsSecond[]->${testimonial},
  ${seo}
}`);

export const cataloguePageQuery = defineQuery(`*[_type == "cataloguePage" && _id == "cataloguePage"][0]{ title, lead }`);

export const searchSynonymsQuery = defineQuery(`*[_type == "searchSynonyms" && _id == "searchSynonyms"][0]{
  "entries": entries[]{ term, means }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title,
  intro,
  vision,
  mission,
  "team": team[]->{ _id, name, role, jobTitle, bio, "photo": photo${image} },
  ${seo}
}`);

// A policy with bodyFrom (Refund) shows the referenced policy's text and date instead of its own, so an
// edit to the privacy text reaches both pages; in preview the reference resolves to the draft.
export const policyPageQuery = defineQuery(`*[_type == "policyPage" && kind == $kind][0]{
  title,
  kind,
  "lastUpdated": coalesce(bodyFrom->lastUpdated, lastUpdated),
  "body": coalesce(bodyFrom->body, body),
  ${seo}
}`);
