import type { CategoryListing } from '@/lib/staff/catalogue/categories';

/** The icons the categories use now, offered to a new or edited category beside an upload, each named by `label`. */
export const stockIcons = (categories: readonly CategoryListing[], label: (name: string) => string) => [
  ...new Map(categories.map((c) => [c.icon, { value: c.icon, label: label(c.name) }])).values(),
];
