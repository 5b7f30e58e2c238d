import Image from 'next/image';
import type { HomeContent, Testimonial } from '@/lib/content';
import { LoopingTrack } from './looping-track';
import styles from './testimonials-marquee.module.css';

function Card({ testimonial, variant }: { testimonial: Testimonial; variant: 'light' | 'brand' }) {
  return (
    <figure className={styles.card} data-variant={variant}>
      <blockquote className={styles.text}>{testimonial.text}</blockquote>
      <figcaption className={styles.author}>
        {testimonial.authorImage ? (
          // Eager: the rows move, so the browser's lazy loading would leave cards that slide in without a face.
          <Image src={testimonial.authorImage.url} alt="" width={44} height={44} unoptimized loading="eager" className={styles.avatar} />
        ) : null}
        <span>{testimonial.authorName}</span>
      </figcaption>
    </figure>
  );
}

/** One auto-scrolling row; the browser adds the list's looping copy (looping-track.tsx). */
function Row({ items, reverse }: { items: Testimonial[]; reverse?: boolean }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.viewport} data-testid="marquee-row">
      <LoopingTrack className={styles.track} direction={reverse ? 'reverse' : 'forward'}>
        <ul className={styles.list}>
          {/* Cards alternate between the two colour styles along the row, copies included. */}
          {items.map((t, i) => (
            <li key={t.id}>
              <Card testimonial={t} variant={i % 2 === 0 ? 'light' : 'brand'} />
            </li>
          ))}
        </ul>
      </LoopingTrack>
    </div>
  );
}

/** The spec's marketing block: 'Education For Everyone', its line and two testimonial rows. */
export function TestimonialsMarquee({ content }: { content: HomeContent }) {
  const [first, second] = content.testimonialRows;
  return (
    <section className={styles.section} aria-labelledby="education-for-everyone">
      <div className={styles.intro}>
        <h2 id="education-for-everyone" className={styles.title}>{content.marketing.title}</h2>
        <p className={styles.line}>{content.marketing.line}</p>
      </div>
      <Row items={first} />
      <Row items={second} reverse />
    </section>
  );
}
