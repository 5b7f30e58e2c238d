'use client';

import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import Select, {
  components,
  type AriaLiveMessages,
  type GroupBase,
  type InputProps,
  type MultiValueRemoveProps,
  type OnChangeValue,
  type StylesConfig,
} from 'react-select';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import { formatCount } from '@/components/ui/format-count';
import type { AnyForm } from './editable';

export type Option = { value: string; label: string };

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly Option[];
  /** While the options are on their way: the menu says 'Loading...'. */
  loading?: boolean;
  /**
   * Shown under the control (e.g. why the list is empty, which the open menu then says instead of 'No options');
   * the server's English (app/_lib/course-options.ts), in the page's language through useSaid.
   */
  hint?: string;
};

/**
 * Searchable dropdowns on react-select, whose defaults are the spec's (section 9): placeholder 'Select...',
 * 'No options', 'Loading...', menu height 140 to 300, Page Up / Page Down moving 5 options. It is an ARIA
 * combobox with a live region that announces the focused option and the selection. Its words, those of the live
 * region included, come from the `formSelect` messages, so they are the page's language.
 */
const styles: StylesConfig<Option, boolean> = {
  control: (base, state) => ({
    ...base,
    minHeight: '2.75rem',
    borderRadius: 'var(--radius-sm)',
    borderColor: state.selectProps['aria-invalid']
      ? 'var(--color-danger)'
      : state.isFocused
        ? 'var(--color-primary)'
        : 'var(--color-border)',
    boxShadow: state.isFocused ? 'var(--focus-ring)' : 'none',
    '&:hover': { borderColor: 'var(--color-primary)' },
  }),
  // The control draws the focus ring; the site's global :focus-visible ring on the inner search input is a stray box.
  input: (base) => ({ ...base, '& input:focus-visible': { outline: 'none', boxShadow: 'none' } }),
  // The library's greys are too light on white for WCAG AA; the site's muted text colour passes.
  placeholder: (base) => ({ ...base, color: 'var(--color-muted)' }),
  noOptionsMessage: (base) => ({ ...base, color: 'var(--color-muted)' }),
  loadingMessage: (base) => ({ ...base, color: 'var(--color-muted)' }),
  indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--color-border)' }),
  dropdownIndicator: (base) => ({ ...base, color: 'var(--color-muted)' }),
  clearIndicator: (base) => ({ ...base, color: 'var(--color-muted)' }),
  option: (base, state) => ({
    ...base,
    backgroundColor: state.isSelected
      ? 'var(--color-primary)'
      : state.isFocused
        ? 'var(--color-primary-light)'
        : undefined,
    color: state.isSelected ? '#fff' : 'var(--color-text)',
  }),
  multiValue: (base) => ({ ...base, backgroundColor: 'var(--color-primary-light)' }),
  multiValueLabel: (base) => ({ ...base, color: 'var(--color-primary-dark)', fontSize: '0.875rem' }),
  multiValueRemove: (base) => ({ ...base, color: 'var(--color-primary-dark)' }),
  menu: (base) => ({ ...base, zIndex: 20 }),
};

const a11y = (p: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ({
  inputId: p.id,
  instanceId: p.id,
  'aria-invalid': p['aria-invalid'],
  // The field's message is the error message (and is in aria-describedby too, see DescribedInput).
  'aria-errormessage': p['aria-invalid'] ? p['aria-describedby'] : undefined,
});

/**
 * react-select points the input's aria-describedby at its own placeholder and live region only; the field's hint
 * and message are added here so screen readers read them (axe also requires aria-errormessage's target to be
 * announced). A context, not a prop, so the Input component keeps one identity and never remounts.
 */
const FieldDescription = createContext<string | undefined>(undefined);

function DescribedInput<IsMulti extends boolean>(props: InputProps<Option, IsMulti>) {
  const field = useContext(FieldDescription);
  const describedBy = [props['aria-describedby'], field].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

/** A chosen course's remove button, named in the page's language ('Remove Guitar'). */
function NamedRemove<IsMulti extends boolean>(props: MultiValueRemoveProps<Option, IsMulti>) {
  const t = useTranslations('formSelect');
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, 'aria-label': t('remove', { label: props.data.label }) }}
    />
  );
}

type Words = ReturnType<typeof useTranslations<'formSelect'>>;

/** What the live region says (react-select's own messages, in the page's language). */
function liveMessages(
  t: Words,
  locale: ReturnType<typeof useLocale>,
): AriaLiveMessages<Option, boolean, GroupBase<Option>> {
  const position = (list: readonly unknown[] | undefined, item: unknown) =>
    list?.length
      ? t('position', { index: formatCount(list.indexOf(item) + 1, locale), count: formatCount(list.length, locale) })
      : '';
  return {
    guidance: ({ context, isInitialFocus, isMulti }) => {
      if (context === 'menu') return t('guidanceMenu');
      if (context === 'value') return t('guidanceValue');
      if (!isInitialFocus) return '';
      return isMulti ? t('guidanceInputMulti') : t('guidanceInput');
    },
    onChange: ({ action, label, labels, isDisabled }) => {
      if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value')
        return t('deselected', { label });
      if (action === 'clear') return t('cleared');
      if (action === 'initial-input-focus')
        return t('selectedSeveral', { count: labels.length, labels: labels.join(', ') });
      if (action === 'select-option') return isDisabled ? t('disabled', { label }) : t('selected', { label });
      return '';
    },
    onFocus: ({ context, focused, options, label, selectValue, isDisabled, isSelected, isAppleDevice }) => {
      if (context === 'value' && selectValue)
        return t('focusedValue', { label, position: position(selectValue, focused) });
      if (context !== 'menu' || !isAppleDevice) return '';
      const state = isSelected && isDisabled ? 'both' : isSelected ? 'selected' : isDisabled ? 'disabled' : 'plain';
      return t('focusedOption', { label, state, position: position(options, focused) });
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue
        ? t('resultsFor', { results: resultsMessage, term: inputValue })
        : t('results', { results: resultsMessage }),
  };
}

/** What react-select hands back (one option, several, or none) as the chosen values in the order picked. */
const pickedValues = (chosen: OnChangeValue<Option, boolean>): string[] =>
  chosen === null ? [] : 'value' in chosen ? [chosen.value] : chosen.map((o) => o.value);

/** Both dropdowns: the form holds one value ('' when none) or, when `multiple`, the values in the order picked. */
function ComboboxField<T extends FieldValues>({
  f,
  name,
  label,
  options,
  loading = false,
  hint,
  multiple,
}: Props<T> & { multiple: boolean }) {
  const { field, fieldState } = useController({ control: f.control, name });
  const find = (value: string) => options.find((o) => o.value === value);
  const values: string[] = Array.isArray(field.value) ? field.value : [];
  const selected = multiple
    ? values.map((value) => find(value) ?? { value, label: value })
    : (find(field.value) ?? null);
  const t = useTranslations('formSelect');
  const locale = useLocale();
  const say = useSaid();
  const ariaLiveMessages = useMemo(() => liveMessages(t, locale), [t, locale]);
  const why = hint ? say(hint) : undefined;
  return (
    <FormField label={label} error={fieldState.error?.message} hint={why}>
      {(p) => (
        <FieldDescription.Provider value={p['aria-describedby']}>
          <Select<Option, boolean>
            {...a11y(p)}
            components={{ Input: DescribedInput, MultiValueRemove: NamedRemove }}
            ref={field.ref}
            name={field.name}
            options={options}
            isLoading={loading}
            placeholder={t('placeholder')}
            loadingMessage={() => t('loading')}
            // With nothing to list, the open menu gives the field's hint (why the list is empty) rather than 'No options'.
            noOptionsMessage={() => (why && options.length === 0 ? why : t('noOptions'))}
            ariaLiveMessages={ariaLiveMessages}
            screenReaderStatus={({ count }) => t('available', { count, shown: formatCount(count, locale) })}
            onBlur={field.onBlur}
            value={selected}
            isMulti={multiple}
            isClearable
            closeMenuOnSelect={!multiple}
            styles={styles}
            onChange={(chosen) => {
              f.clearErrors(name);
              const picked = pickedValues(chosen);
              field.onChange(multiple ? picked : (picked[0] ?? ''));
            }}
          />
        </FieldDescription.Provider>
      )}
    </FormField>
  );
}

/** One value from a searchable list; the form holds the option's value ('' when none). */
export function SelectField<T extends FieldValues>(props: Props<T>) {
  return <ComboboxField {...props} multiple={false} />;
}

/** Several values from a searchable list; the form holds the chosen values in the order picked. */
export function MultiSelectField<T extends FieldValues>(props: Props<T>) {
  return <ComboboxField {...props} multiple />;
}
