'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from '../staff.module.css';

type Selection = {
  /** The leads of this page, in the list's order. */
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  /** Every lead the filters select, beyond this page. */
  allMatching: boolean;
  toggle: (id: number) => void;
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

const LeadSelectionContext = createContext<Selection | null>(null);

export function useLeadSelection(): Selection {
  const selection = useContext(LeadSelectionContext);
  if (!selection) throw new Error('useLeadSelection outside <LeadSelection>');
  return selection;
}

/** Whether a key press was typed into a field (or held with a modifier): the list's shortcuts leave those alone. */
const typing = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement | null;
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    Boolean(
      target?.closest('input:not([type="checkbox"]):not([type="radio"]), select, textarea, [contenteditable], dialog'),
    )
  );
};

/** The list's rows, each opened by the link named `data-lead-link`. */
const rowLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-lead-link]')];

/**
 * The leads list's selection (issue 54): one, several, the whole page, or all that match the filters, for the bulk
 * bar; and its keyboard: j and k move down and up the list, x selects the lead in focus, Enter opens it (the row's
 * link), ? lists the shortcuts. The page keys it by its address, so another page or filter of the list starts with
 * nothing selected; the same list refreshed in place (a new lead came) keeps the leads still on it selected.
 */
export function LeadSelection({ pageIds, children }: { pageIds: readonly number[]; children: ReactNode }) {
  const t = useTranslations('staffLeadList');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [help, setHelp] = useState(false);
  const selection = useMemo<Selection>(() => {
    const toggle = (id: number) => {
      setAllMatching(false);
      setSelected((before) => {
        const after = new Set(before);
        if (!after.delete(id)) after.add(id);
        return after;
      });
    };
    return {
      pageIds,
      selected,
      allMatching,
      toggle,
      togglePage: () => {
        setAllMatching(false);
        setSelected((before) => (pageIds.every((id) => before.has(id)) ? new Set() : new Set(pageIds)));
      },
      selectAllMatching: () => {
        setSelected(new Set(pageIds));
        setAllMatching(true);
      },
      clear: () => {
        setSelected(new Set());
        setAllMatching(false);
      },
    };
  }, [pageIds, selected, allMatching]);

  useEffect(() => {
    setSelected((before) => {
      const kept = new Set([...before].filter((id) => pageIds.includes(id)));
      return kept.size === before.size ? before : kept;
    });
  }, [pageIds]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        setHelp(true);
        return;
      }
      if (event.key !== 'j' && event.key !== 'k' && event.key !== 'x') return;
      const links = rowLinks();
      if (links.length === 0) return;
      event.preventDefault();
      // The row in focus: its name's link, or anything else in its row (its checkbox, its phone).
      const row = document.activeElement?.closest('tr');
      const at = links.findIndex((link) => link === document.activeElement || (row && link.closest('tr') === row));
      if (event.key === 'x') {
        const id = Number(links[at]?.dataset.leadLink);
        if (at >= 0 && id) selection.toggle(id);
        return;
      }
      const next = at < 0 ? 0 : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), links.length - 1);
      links[next]!.focus();
      links[next]!.closest('tr')?.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selection]);

  return (
    <LeadSelectionContext.Provider value={selection}>
      {children}
      <p className={styles.note}>
        <button type="button" className={styles.linkButton} onClick={() => setHelp(true)}>
          {t('shortcutsButton')}
        </button>
      </p>
      <Dialog open={help} title={t('shortcuts')} onClose={() => setHelp(false)}>
        <dl className={styles.shortcuts}>
          {(
            [
              ['j', t('keyNext')],
              ['k', t('keyPrevious')],
              ['x', t('keySelect')],
              ['Enter', t('keyOpen')],
              ['?', t('keyHelp')],
            ] as const
          ).map(([key, what]) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </LeadSelectionContext.Provider>
  );
}

/** A lead's checkbox in its row, named after the lead. */
export function LeadCheckbox({ id, name }: { id: number; name: string }) {
  const t = useTranslations('staffLeadList');
  const { selected, allMatching, toggle } = useLeadSelection();
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={t('select', { name })}
      checked={allMatching || selected.has(id)}
      onChange={() => toggle(id)}
    />
  );
}

/** The header's checkbox: every lead of this page, or none. */
export function PageCheckbox() {
  const t = useTranslations('staffLeadList');
  const { pageIds, selected, allMatching, togglePage } = useLeadSelection();
  const all = allMatching || (pageIds.length > 0 && pageIds.every((id) => selected.has(id)));
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={t('selectPage')}
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = !all && selected.size > 0;
      }}
      onChange={togglePage}
    />
  );
}
