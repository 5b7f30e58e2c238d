'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import Select, { components, type InputProps, type OnChangeValue, type StylesConfig } from 'react-select';
import { FormField } from '@/components/ui/form-field';
import type { AnyForm } from './editable';

export type Option = { value: string; label: string };

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly Option[];
  /** While the options are on their way: the menu says 'Loading...'. */
  loading?: boolean;
  /** Shown under the control (e.g. why the list is empty, which the open menu then says instead of 'No options'). */
  hint?: string;
};

/**
 * Searchable dropdowns on react-select, whose defaults are the spec's (section 9): placeholder 'Select...',
 * 'No options', 'Loading...', menu height 140 to 300, Page Up / Page Down moving 5 options. It is an ARIA
 * combobox with a live region that announces the focused option and the selection.
 */
const styles: StylesConfig<Option, boolean> = {
  control: (base, state) => ({
    ...base,
    minHeight: '2.75rem',
    borderRadius: 'var(--radius-sm)',
    borderColor: state.selectProps['aria-invalid'] ? 'var(--color-danger)' : state.isFocused ? 'var(--color-primary)' : 'var(--color-border)',
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
    backgroundColor: state.isSelected ? 'var(--color-primary)' : state.isFocused ? 'var(--color-primary-light)' : undefined,
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

// With nothing to list, the open menu gives the field's hint (why the list is empty) rather than 'No options'.
const emptyMenu = (options: readonly Option[], hint?: string) => (hint && options.length === 0 ? { noOptionsMessage: () => hint } : {});

/** What react-select hands back (one option, several, or none) as the chosen values in the order picked. */
const pickedValues = (chosen: OnChangeValue<Option, boolean>): string[] =>
  chosen === null ? [] : 'value' in chosen ? [chosen.value] : chosen.map((o) => o.value);

/** Both dropdowns: the form holds one value ('' when none) or, when `multiple`, the values in the order picked. */
function ComboboxField<T extends FieldValues>({ f, name, label, options, loading = false, hint, multiple }: Props<T> & { multiple: boolean }) {
  const { field, fieldState } = useController({ control: f.control, name });
  const find = (value: string) => options.find((o) => o.value === value);
  const values: string[] = Array.isArray(field.value) ? field.value : [];
  const selected = multiple ? values.map((value) => find(value) ?? { value, label: value }) : (find(field.value) ?? null);
  return (
    <FormField label={label} error={fieldState.error?.message} hint={hint}>
      {(p) => (
        <FieldDescription.Provider value={p['aria-describedby']}>
          <Select<Option, boolean>
            {...a11y(p)}
            components={{ Input: DescribedInput }}
            ref={field.ref}
            name={field.name}
            options={options}
            isLoading={loading}
            {...emptyMenu(options, hint)}
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
