import { formatRupees } from '@/lib/rupees';

const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** An amount in paise as the learner reads it: 219900 -> '₹2,199'; 219950 -> '₹2,199.50'. */
export const formatPaise = (paise: number): string =>
  paise % 100 === 0 ? formatRupees(paise / 100) : withPaise.format(paise / 100);
