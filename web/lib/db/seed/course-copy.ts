import type { CategorySeed, CourseSeed } from './types';

/**
 * "What you learn" HTML as the academy's old CMS exported it: real structure plus inline style attributes,
 * which the course page must strip. Three layouts rotate so the sanitiser sees more than one shape.
 */
export function whatToLearnHtml(course: CourseSeed, index: number): string {
  const items = course.outcomes.map((o) => `<li style="margin-bottom:6px;line-height:1.6">${escapeHtml(o)}</li>`);
  const intro = `<p style="color:#333333;font-size:16px">${escapeHtml(course.intro)}</p>`;
  switch (index % 3) {
    case 0:
      return [intro, '<ul style="padding-left:20px">', ...items, '</ul>'].join('\n');
    case 1:
      return [
        `<h3 style="color:#5165a5;font-weight:600">What you will learn in ${escapeHtml(course.name)}</h3>`,
        intro,
        '<ul>',
        ...items,
        '</ul>',
      ].join('\n');
    default:
      return [
        intro,
        '<p><span style="font-weight:bold;color:#222">By the end of this course you will be able to:</span></p>',
        '<ul style="list-style-type:disc;margin-left:10px">',
        ...items,
        '</ul>',
        `<p style="font-style:italic;color:#666666">Certificate of completion included for learners who attend 80% of classes.</p>`,
      ].join('\n');
  }
}

export function courseMeta(course: CourseSeed, category: CategorySeed) {
  return {
    metaTitle: `${course.name} Classes Online & in Hyderabad | ${category.name}`,
    metaDescription: truncate(`${course.heading} ${course.intro}`, 158),
    schemaTitle: `${course.title}`,
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[,.;:]$/, '')}…`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
