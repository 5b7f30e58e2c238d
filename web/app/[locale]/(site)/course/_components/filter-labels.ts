import { useTranslations } from 'next-intl';
import type { Cost, CourseSort, FilterFeeType, PriceRange, TimeOfDay } from '@/lib/academy/search/course-filters';
import { formatRupees } from '@/lib/rupees';

/** What the filter panel calls each value (issue 31), in the page's language (the `catalogueFilters` namespace). */
export function useFilterLabels() {
  const t = useTranslations('catalogueFilters');
  return {
    feeType: (value: FilterFeeType) => t(`feeTypes.${value}`),
    cost: (value: Cost) => t(`costs.${value}`),
    time: (value: TimeOfDay) => t(`times.${value}`),
    sort: (value: CourseSort) => t(`sorts.${value}`),
    /** Rupees are written the same way in every language: ₹1,00,000. */
    price({ min, max }: PriceRange): string {
      if (max === null) return t('priceFrom', { min: formatRupees(min) });
      if (min === 0) return t('priceUnder', { max: formatRupees(max + 1) });
      return t('priceBetween', { min: formatRupees(min), max: formatRupees(max) });
    },
  };
}
