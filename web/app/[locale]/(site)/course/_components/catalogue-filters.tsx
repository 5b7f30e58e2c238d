'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  COSTS,
  FEE_TYPES,
  NO_FILTERS,
  PRICE_RANGES,
  SORTS,
  TIMES_OF_DAY,
  languageKey,
  priceRangeText,
} from '@/lib/academy/search/course-filters';
import type { FacetCountsWire } from '@/lib/contract';
import {
  appendFilters,
  catalogueHref,
  catalogueParamsOf,
  FILTER_FIELDS,
  type CatalogueParams,
} from '@/lib/routes/catalogue-params';
import { formatCount } from '@/components/ui/format-count';
import { useLocalizedPath } from '@/components/ui/page-link';
import { isPlainClick } from '@/components/ui/plain-click';
import { useCatalogue } from './catalogue-state';
import { useFilterLabels } from './filter-labels';
import styles from './catalogue-filters.module.css';

type Props = {
  state: CatalogueParams;
  /** How many courses each value would leave; absent when the backend does not count (then no counts are shown). */
  facets: FacetCountsWire | undefined;
  /** On /course with JavaScript: a choice becomes a list transition. Without it the form submits, a GET to /course. */
  onApply?: (next: CatalogueParams) => void;
};

/**
 * What outlives the panel: the plain catalogue and a filtered one are rendered by different routes (the first is a
 * stored page), so a choice can mount a new panel. It opens as the last one was left, and the field the learner
 * was on takes the focus back.
 */
let leftOpen: boolean | undefined;
let refocus: { name: string; value: string } | null = null;

function takeFocusBack(form: HTMLFormElement) {
  if (!refocus) return;
  const { name, value } = refocus;
  refocus = null;
  const field = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].find(
    (element) => element.name === name && (element instanceof HTMLSelectElement || element.value === value),
  );
  field?.focus();
}

/** The form's fields as the URL would carry them. */
const formState = (form: HTMLFormElement): CatalogueParams => ({ ...catalogueParamsOf(new FormData(form)), page: 1 });

/** Sets the fields to a state that arrived another way (Clear all, a category link, back and forward). */
function showState(form: HTMLFormElement, state: CatalogueParams) {
  const query = new URLSearchParams();
  appendFilters(query, state);
  for (const field of form.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
    const chosen = query.getAll(field.name);
    field.checked =
      field.value === ''
        ? chosen.length === 0
        : chosen.some((value) =>
            field.name === FILTER_FIELDS.languages
              ? languageKey(value) === languageKey(field.value)
              : value === field.value,
          );
  }
  const sort = form.elements.namedItem(FILTER_FIELDS.sort);
  if (sort instanceof HTMLSelectElement) sort.value = state.sort;
}

type Choice = { value: string; label: string; count: number | undefined; chosen: boolean };

type GroupProps = { legend: string; name: string; type: 'checkbox' | 'radio'; choices: Choice[]; wide?: boolean };

function ChoiceGroup({ legend, name, type, choices, wide = false }: GroupProps) {
  const id = useId();
  const locale = useLocale();
  return (
    <fieldset className={wide ? styles.wideGroup : styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice, n) => (
        <div key={choice.value} className={styles.choice}>
          <input
            id={`${id}-${n}`}
            type={type}
            name={name}
            value={choice.value}
            defaultChecked={choice.chosen}
            // A value that would leave no course cannot be chosen (one already chosen can always be undone).
            disabled={choice.count === 0 && !choice.chosen}
          />
          <label htmlFor={`${id}-${n}`}>
            {choice.label}
            {choice.count === undefined ? null : (
              <span className={styles.count}>{` (${formatCount(choice.count, locale)})`}</span>
            )}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** A facet's values with their labels and counts, those among `chosen` checked. */
const choicesOf = <T extends string>(
  values: readonly T[],
  label: (value: T) => string,
  counts: Record<string, number> | undefined,
  chosen: readonly T[],
): Choice[] =>
  values.map((value) => ({ value, label: label(value), count: counts?.[value], chosen: chosen.includes(value) }));

/** "Any" first in a group of one choice: the value that sets no filter. */
const anyChoice = (label: string, chosen: boolean): Choice => ({ value: '', label, count: undefined, chosen });

/**
 * The catalogue's filters and sort (issue 31): a GET form, so every choice is an address and works without
 * JavaScript (the Apply button is shown then); with it, each change applies at once. Counts show how many courses
 * each value would leave with the other filters kept. Its words are the `catalogueFilters` namespace's (the page
 * showing the panel sends it), and it leads to the catalogue in the page's language.
 */
export function CatalogueFilters({ state, facets, onApply }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const t = useTranslations('catalogueFilters');
  const labels = useFilterLabels();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { filters } = state;
  const href = catalogueHref(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is the address: show it when the address changes
  useEffect(() => {
    if (!form.current) return;
    showState(form.current, state);
    takeFocusBack(form.current);
  }, [href]);

  const apply = () => {
    if (!form.current) return;
    const focused = document.activeElement;
    if (
      (focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement) &&
      form.current.contains(focused)
    ) {
      refocus = { name: focused.name, value: focused.value };
    }
    if (onApply) onApply(formState(form.current));
    else form.current.requestSubmit();
  };
  const active =
    filters.feeTypes.length +
    filters.languages.length +
    filters.times.length +
    (filters.cost ? 1 : 0) +
    (filters.price ? 1 : 0);
  const chosenLanguages = new Set(filters.languages.map(languageKey));
  const languages: Choice[] = [
    ...(facets?.language ?? []).map(({ name, count }) => ({
      value: name,
      label: name,
      count,
      chosen: chosenLanguages.has(languageKey(name)),
    })),
    ...filters.languages
      .filter((language) => !facets?.language.some(({ name }) => languageKey(name) === languageKey(language)))
      .map((language) => ({ value: language, label: language, count: facets ? 0 : undefined, chosen: true })),
  ];
  const cleared = { ...state, filters: NO_FILTERS, page: 1 };
  const price = filters.price ? priceRangeText(filters.price) : '';

  return (
    <form
      ref={form}
      action={localized('/course')}
      method="get"
      className={styles.panel}
      aria-label={t('label')}
      onChange={apply}
      onSubmit={(event) => {
        if (!onApply) return;
        event.preventDefault();
        apply();
      }}
    >
      {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
      {state.search ? <input type="hidden" name="search" value={state.search} /> : null}
      <div className={styles.bar}>
        <details
          className={styles.details}
          open={leftOpen ?? active > 0}
          onToggle={(event) => (leftOpen = (event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary className={styles.summary}>
            {t('filters')}
            {active > 0 ? (
              <span className={styles.badge}>{` ${t('active', { shown: formatCount(active, locale) })}`}</span>
            ) : null}
          </summary>
          <div className={styles.groups}>
            <ChoiceGroup
              legend={t('feeType')}
              name={FILTER_FIELDS.feeTypes}
              type="checkbox"
              choices={choicesOf(FEE_TYPES, labels.feeType, facets?.feeType, filters.feeTypes)}
            />
            <ChoiceGroup
              legend={t('freeOrPaid')}
              name={FILTER_FIELDS.cost}
              type="radio"
              choices={[
                anyChoice(t('any'), filters.cost === null),
                ...choicesOf(COSTS, labels.cost, facets?.cost, filters.cost ? [filters.cost] : []),
              ]}
            />
            <ChoiceGroup
              legend={t('price')}
              name={FILTER_FIELDS.price}
              type="radio"
              choices={[
                anyChoice(t('anyPrice'), price === ''),
                ...PRICE_RANGES.map((range) => ({
                  value: range.id,
                  label: labels.price(range),
                  count: facets?.price[range.id],
                  chosen: price === range.id,
                })),
              ]}
            />
            <ChoiceGroup
              legend={t('timings')}
              name={FILTER_FIELDS.times}
              type="checkbox"
              choices={choicesOf(TIMES_OF_DAY, labels.time, facets?.time, filters.times)}
            />
            {languages.length > 0 ? (
              <ChoiceGroup
                legend={t('language')}
                name={FILTER_FIELDS.languages}
                type="checkbox"
                choices={languages}
                wide
              />
            ) : null}
          </div>
        </details>
        <div className={styles.sort}>
          <label htmlFor={`${id}-sort`}>{t('sortBy')}</label>
          <select id={`${id}-sort`} name={FILTER_FIELDS.sort} defaultValue={state.sort} className={styles.select}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {labels.sort(sort)}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
        </noscript>
        {active > 0 ? (
          <ClearAll href={localized(catalogueHref(cleared))} onClear={onApply ? () => onApply(cleared) : undefined}>
            {t('clearAll')}
          </ClearAll>
        ) : null}
      </div>
    </form>
  );
}

function ClearAll({
  href,
  onClear,
  children,
}: {
  href: string;
  onClear: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={styles.clear}
      onClick={(event) => {
        if (!onClear || !isPlainClick(event)) return;
        event.preventDefault();
        onClear();
      }}
    >
      {children}
    </a>
  );
}

/** The panel on /course, applying each choice as a list transition of the catalogue's state. */
export function CatalogueFiltersInPlace({ facets }: { facets: FacetCountsWire | undefined }) {
  const { state, navigate } = useCatalogue();
  return <CatalogueFilters state={state} facets={facets} onApply={navigate} />;
}
