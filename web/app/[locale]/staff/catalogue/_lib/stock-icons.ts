import type { CategoryListing } from '@/lib/staff/catalogue/categories';

/** The icons the categories use now, offered to a new or edited category beside an upload. */
export const stockIcons = (categories: readonly CategoryListing[]) =>
  [...new Map(categories.map((c) => [c.icon, { value: c.icon, label: `${c.name}'s icon` }])).values()];
