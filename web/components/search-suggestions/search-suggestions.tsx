'use client';

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, type FocusEvent, type Ref } from 'react';
import { formatCount } from '@/components/ui/format-count';
import { useLocalizedPath } from '@/components/ui/page-link';
import type { CourseSuggestion } from '@/lib/contract/suggestions';
import { useCourseSuggestions } from './use-course-suggestions';
import styles from './search-suggestions.module.css';

type Props = {
  id: string;
  /** The box's accessible name (its label is visually hidden: the placeholder and the button say what it is). */
  label: string;
  placeholder: string;
  /** The input's own look; the list is drawn under it. */
  className?: string;
  /** The category the box searches in; null for the whole catalogue. */
  category: string | null;
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /**
   * Asked once the box is on the page: whether to open at once (a box taking over from the previous page's while the
   * learner types). Asked then, not when the box is first rendered: an answer rendered in the background may be
   * committed after the learner closed the list in the box it replaces (Escape), and must not open it again.
   */
  openAtStart?: () => boolean;
  /** Told each time the list opens or closes (Escape, leaving the box, a suggestion chosen). */
  onOpenChange?: (open: boolean) => void;
  /** The learner left the box (Tab, a click elsewhere). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
};

const { InputBlur, InputKeyDownEscape } = useCombobox.stateChangeTypes;

/** Leaving the box (Tab, a click elsewhere) closes the list and chooses nothing, whatever was highlighted. */
function stateReducer(
  state: UseComboboxState<CourseSuggestion>,
  { type, changes }: UseComboboxStateChangeOptions<CourseSuggestion>,
) {
  return type === InputBlur ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes;
}

/**
 * A search box that suggests courses as the learner types (issue 31): an ARIA combobox (downshift) over the
 * catalogue's own search. Up and Down move through the suggestions, Enter on one opens that course's page, Enter
 * without one submits the search form as before, Escape closes the list (and, pressed again, empties the box).
 * The input is the form's `search` field, so without JavaScript it is a plain search box. Its words are the
 * `searchSuggestions` namespace's (a page showing the box sends it through <WithMessages>), and a chosen course opens
 * in the page's language.
 */
export function SearchSuggestions({
  id,
  label,
  placeholder,
  className,
  category,
  value,
  onValueChange,
  inputRef,
  required,
  openAtStart,
  onOpenChange,
  onBlur,
}: Props) {
  const router = useRouter();
  const t = useTranslations('searchSuggestions');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { suggestions, answering } = useCourseSuggestions(value, category);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, closeMenu, openMenu } =
    useCombobox<CourseSuggestion>({
      items: suggestions,
      inputId: id,
      inputValue: value,
      selectedItem: null,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.href,
      stateReducer,
      // Typing reaches the page through the input's own change event (below), in the same event; downshift reports
      // its own change of the text later, too late for a controlled box: only its Escape emptying is taken from it.
      onInputValueChange: ({ type, inputValue }) => {
        if (type === InputKeyDownEscape) onValueChange(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) router.push(localized(selectedItem.href));
      },
      onIsOpenChange: ({ isOpen: open }) => onOpenChange?.(Boolean(open)),
    });
  // Before the first paint, so a taking-over list shows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useLayoutEffect(() => {
    if (openAtStart?.()) openMenu();
  }, []);
  // Text typed before the page's script ran is in the box but not in React's state: take it up on arrival, and
  // suggest for it while the learner is still in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: later typing reaches the state through the change event
  useEffect(() => {
    const box = document.getElementById(id) as HTMLInputElement | null;
    if (!box?.value || box.value === value) return;
    onValueChange(box.value);
    if (document.activeElement === box) openMenu();
  }, []);
  const shown = isOpen && suggestions.length > 0;
  return (
    <div className={styles.field}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: downshift's getLabelProps gives the label its htmlFor */}
      <label {...getLabelProps()} className="visually-hidden">
        {label}
      </label>
      <input
        {...getInputProps({
          ref: inputRef,
          name: 'search',
          type: 'search',
          placeholder,
          required,
          className,
          onChange: (event) => onValueChange((event.target as HTMLInputElement).value),
          onBlur,
          onKeyDown: (event) => {
            // Enter with no suggestion chosen is the form's: it submits the search (downshift would swallow it).
            if (event.key === 'Enter' && highlightedIndex < 0) {
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
              closeMenu();
            }
          },
        })}
      />
      {/* data-answering: the text the list answers, which the suggestions benchmark (scripts/bench) waits for. */}
      <ul
        {...getMenuProps({ 'aria-label': t('label') })}
        className={styles.menu}
        hidden={!shown}
        data-answering={answering}
      >
        {shown
          ? suggestions.map((item, index) => (
              <li
                key={item.href}
                {...getItemProps({ item, index })}
                className={index === highlightedIndex ? `${styles.option} ${styles.active}` : styles.option}
              >
                <span className={styles.name}>{item.name}</span>
                <span className={styles.category}>{(locale === 'hi' && item.hindi?.category) || item.category}</span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="visually-hidden">
        {shown ? t('status', { count: suggestions.length, shown: formatCount(suggestions.length, locale) }) : ''}
      </p>
    </div>
  );
}
