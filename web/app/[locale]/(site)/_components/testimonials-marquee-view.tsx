'use client';

import { LoopingTrack } from './looping-track';
import styles from './testimonials-marquee.module.css';

/** What a card shows; `avatar` is the author's picture (an SVG or other image URL), when there is one. */
export type MarqueeTestimonial = { text: string; authorName: string; avatar: string | null };

export type MarqueeContent = {
  title: string;
  line: string;
  /** Each testimonial once, */
  testimonials: MarqueeTestimonial[];
  /** and the two rows as indexes into it: the second row repeats testimonials of the first. */
  rows: [number[], number[]];
};

/** Styled by the list's stylesheet rules, by element (testimonials-marquee.module.css). */
function Card({ testimonial, variant }: { testimonial: MarqueeTestimonial; variant: 'light' | 'brand' }) {
  return (
    <figure data-variant={variant}>
      <blockquote>{testimonial.text}</blockquote>
      <figcaption>
        {testimonial.avatar ? (
          // A plain image: the authors' pictures are not resized (next/image had them unoptimized). Not lazy (the
          // default of an <img>): the rows move, so lazy loading would leave cards that slide in without a face.
          // Low priority: they are below the fold, and React would otherwise preload every eager image (a <link> in
          // the head, or the response's Link header, ahead of the first screen's pictures).
          <img src={testimonial.avatar} alt="" width={44} height={44} fetchPriority="low" decoding="async" />
        ) : null}
        <span>{testimonial.authorName}</span>
      </figcaption>
    </figure>
  );
}

/** One auto-scrolling row; the browser adds the list's looping copy (looping-track.tsx). */
function Row({ items, reverse }: { items: MarqueeTestimonial[]; reverse?: boolean }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.viewport} data-testid="marquee-row">
      <LoopingTrack className={styles.track} direction={reverse ? 'reverse' : 'forward'}>
        <ul className={styles.list}>
          {/* Cards alternate between the two colour styles along the row, copies included. */}
          {items.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the marquee repeats the same testimonials, so only the place tells two copies apart; the list never reorders
            <li key={i}>
              <Card testimonial={t} variant={i % 2 === 0 ? 'light' : 'brand'} />
            </li>
          ))}
        </ul>
      </LoopingTrack>
    </div>
  );
}

/**
 * The marketing block's markup. A client component: the page's data holds each testimonial once, not the element
 * trees of both rows (where the second row repeated cards of the first).
 */
export function TestimonialsMarqueeView({ content }: { content: MarqueeContent }) {
  const {
    testimonials,
    rows: [first, second],
  } = content;
  const pick = (row: number[]) => row.map((i) => testimonials[i]!);
  return (
    <section className={styles.section} aria-labelledby="education-for-everyone">
      <div className={styles.intro}>
        <h2 id="education-for-everyone" className={styles.title}>
          {content.title}
        </h2>
        <p className={styles.line}>{content.line}</p>
      </div>
      <Row items={pick(first)} />
      <Row items={pick(second)} reverse />
    </section>
  );
}
