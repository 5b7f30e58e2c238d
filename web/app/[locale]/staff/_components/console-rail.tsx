'use client';

import { usePathname } from 'next/navigation';
import { PageLink, useLocalizedPath } from '@/components/ui/page-link';
import styles from './console-shell.module.css';

export type RailItem = { href: string; label: string; also?: readonly string[] };

/**
 * The console's pages down the side (across the top on a phone), the one in view marked for screen readers too.
 * `also`: the addresses under another item's that belong to this one (a lead's page, /staff/leads/12, to Leads).
 */
export function ConsoleRail({ items, label }: { items: readonly RailItem[]; label: string }) {
  const pathname = usePathname() ?? '';
  const localized = useLocalizedPath();
  const holds = (item: RailItem) =>
    [item.href, ...(item.also ?? [])].some((href) => {
      const here = localized(href);
      return pathname === here || (href !== items[0]?.href && pathname.startsWith(`${here}/`));
    });
  return (
    <nav aria-label={label} className={styles.rail}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <PageLink href={item.href} aria-current={holds(item) ? 'page' : undefined}>
              {item.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
