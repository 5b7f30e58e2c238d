import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@/lib/backend';
import type { Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { ReviewsSection } from './reviews-section';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const summary = {
  averageRating: 4.25,
  percentageRating1: 0,
  percentageRating2: 0,
  percentageRating3: 12.5,
  percentageRating4: 50,
  percentageRating5: 37.5,
};
const review = (id: number): Review => ({
  id,
  imageOfStudent: id === 1 ? '/api/reviews/photo/1' : null,
  studentName: `Student ${id}`,
  ratings: 4,
  reviewDescription: `Review ${id}`,
  createdAt: '2025-03-10T20:00:00.000Z',
});
/** The section as a page in `locale` renders it, its words from that language's messages. */
const html = (props: Parameters<typeof ReviewsSection>[0], locale: Locale = 'en') =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: messagesOf(locale),
      timeZone: 'Asia/Kolkata',
      // biome-ignore lint/correctness/noChildrenProp: next-intl's provider types want children among the props createElement is given
      children: createElement(ReviewsSection, props),
    }),
  );

// The page renders these states on the server; the list failure cannot be produced in a browser test (the
// failing server's dead API fails the whole course), so its text is checked here.
describe('ReviewsSection on the server', () => {
  it('shows the list failure text when the reviews could not be loaded, the summary still shown', () => {
    const out = html({ courseName: 'Guitar', reviews: null, summary });
    expect(out).toContain('Error fetching reviews. Please try again later.');
    expect(out).toContain('role="alert"');
    expect(out).toContain('4.3</strong> out of 5');
    expect(out).not.toContain('Based on');
  });

  it("shows 'No reviews available.' for an empty list, and leaves out a summary that failed", () => {
    const out = html({ courseName: 'Guitar', reviews: [], summary: null });
    expect(out).toContain('No reviews available.');
    expect(out).not.toContain('Ratings by stars');
    expect(out).toContain('Featured Reviews');
  });

  it('renders the first 5 reviews with IST dates (relative times come after hydration) and a Show More', () => {
    const out = html({ courseName: 'Guitar', reviews: Array.from({ length: 7 }, (_, i) => review(i + 1)), summary });
    expect(out.match(/<h4/g)).toHaveLength(5);
    expect(out).toContain('<time');
    expect(out.toLowerCase()).toContain('datetime="2025-03-10t20:00:00.000z"');
    expect(out).toContain('>11 Mar 2025</time>');
    expect(out).toContain('alt="Photo of Student 1"');
    expect(out).toContain('Show More');
    expect(out).toContain('Based on 7 reviews');
  });

  it('in Hindi: the headings, the summary, the counts and the IST date in Hindi', () => {
    const out = html(
      { courseName: 'Guitar', reviews: Array.from({ length: 7 }, (_, i) => review(i + 1)), summary },
      'hi',
    );
    expect(out).toContain('समीक्षाएँ');
    expect(out).toContain('5 में से <strong>4.3</strong>');
    expect(out).toContain('7 समीक्षाओं के आधार पर');
    expect(out).toContain('और देखें');
    expect(out).toContain('alt="Student 1 की फ़ोटो"');
    expect(out).toMatch(/>11 मार्च 2025<\/time>/);
    // (The stars' own label, 'Rated 4.3 out of 5', is components/ui/star-rating's.)
    expect(out).not.toMatch(/Show More|Based on|<\/strong> out of 5/);
  });
});
