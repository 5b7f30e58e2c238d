import type { Cost, CourseSort, FilterFeeType, PriceRange, TimeOfDay } from '@/lib/academy/search/course-filters';
import { formatRupees } from '@/lib/rupees';

/** What the filter panel calls each value (issue 31). */
export const FEE_TYPE_LABELS: Record<FilterFeeType, string> = { Session: 'Per session', Month: 'Per month', Course: 'Whole course' };

export const COST_LABELS: Record<Cost, string> = { free: 'Free', paid: 'Paid' };

export const TIME_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning, before noon',
  evening: 'Evening, from 5 PM',
  weekend: 'Weekend',
};

export const SORT_LABELS: Record<CourseSort, string> = {
  relevance: 'Relevance',
  rating: 'Rating: highest first',
  price: 'Price: lowest first',
  newest: 'Newest first',
};

export function priceRangeLabel({ min, max }: PriceRange): string {
  if (max === null) return `${formatRupees(min)} and above`;
  if (min === 0) return `Under ${formatRupees(max + 1)}`;
  return `${formatRupees(min)} to ${formatRupees(max)}`;
}
