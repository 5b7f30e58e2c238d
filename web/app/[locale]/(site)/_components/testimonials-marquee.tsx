import type { HomeContent, Testimonial } from '@/lib/content';
import { TestimonialsMarqueeView, type MarqueeContent, type MarqueeTestimonial } from './testimonials-marquee-view';

/** The spec's marketing block: 'Education For Everyone', its line and two testimonial rows (markup in the view). */
export function TestimonialsMarquee({ content }: { content: HomeContent }) {
  // Each testimonial once, by id; the rows refer to it by its place in that list.
  const index = new Map<string, number>();
  const testimonials: MarqueeTestimonial[] = [];
  const place = (t: Testimonial) => {
    let i = index.get(t.id);
    if (i === undefined) {
      i = testimonials.push({ text: t.text, authorName: t.authorName, avatar: t.authorImage?.url ?? null }) - 1;
      index.set(t.id, i);
    }
    return i;
  };
  const [first, second] = content.testimonialRows;
  const marquee: MarqueeContent = {
    title: content.marketing.title,
    line: content.marketing.line,
    testimonials,
    rows: [first.map(place), second.map(place)],
  };
  return <TestimonialsMarqueeView content={marquee} />;
}
