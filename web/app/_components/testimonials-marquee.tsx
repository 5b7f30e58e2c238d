import Image from 'next/image';
import type { HomeContent, Testimonial } from '@/lib/content';
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

/**
 * One auto-scrolling row. The list is rendered twice so the track can slide by exactly half its width and
 * start again without a jump; the second copy is hidden from assistive technology so each quote is read once.
 */
function Row({ items, reverse }: { items: Testimonial[]; reverse?: boolean }) {
  if (items.length === 0) return null;
  // Cards alternate between the two colour styles along the row, copies included.
  const copy = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {items.map((t, i) => (
        <li key={t.id}>
          <Card testimonial={t} variant={i % 2 === 0 ? 'light' : 'brand'} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.viewport} data-testid="marquee-row">
      <div className={styles.track} data-direction={reverse ? 'reverse' : 'forward'}>
        {copy(false)}
        {copy(true)}
      </div>
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
