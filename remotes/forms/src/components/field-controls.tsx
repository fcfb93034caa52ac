import { isSitePath, type PostcodeRule } from '@forecourt/contracts';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { FormValues } from '../engine/rules.js';
import type { FieldDef } from '../engine/types.js';

const INPUT_TYPES: Partial<
  Record<FieldDef['type'], { type: string; inputMode?: 'numeric' | 'tel' | 'email' | 'decimal'; autoComplete?: string }>
> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  postcode: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
  'full name': { type: 'text', autoComplete: 'name' },
  'date-time': { type: 'datetime-local' },
  dob: { type: 'date', autoComplete: 'bday' },
  number: { type: 'text', inputMode: 'numeric' },
  currency: { type: 'text', inputMode: 'decimal' },
  kilometre: { type: 'text', inputMode: 'numeric' },
  rego: { type: 'text', autoComplete: 'off' },
  address: { type: 'text', autoComplete: 'street-address' },
  // SPEC §5 builder types (contracts forms/builder-types.ts)
  tyres: { type: 'text', autoComplete: 'off' },
  'card number': { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number' },
  'card expiry': { type: 'text', inputMode: 'numeric', autoComplete: 'cc-exp' },
  'licence number': { type: 'text', autoComplete: 'off' },
  distance: { type: 'text', inputMode: 'numeric' },
};

/** Placeholders of the builder types when the field sets none (the format each expects). */
const PLACEHOLDERS: Partial<Record<FieldDef['type'], string>> = {
  tyres: 'e.g. 205/55R16',
  'card expiry': 'MM/YY',
};

/** Field types shown as a group of radios or checkboxes (a fieldset with a legend). */
export const GROUP_TYPES: readonly FieldDef['type'][] = ['radio group', 'radio', 'check group', 'star rating'];

const SELECT_TYPES: readonly FieldDef['type'][] = [
  'select',
  'location select',
  'make',
  'model',
  'year',
  'service interval',
  'tyres',
];

type GroupProps = {
  field: FieldDef;
  id: string;
  register: UseFormRegister<FormValues>;
  error: string | null;
  describedBy: string | undefined;
  below: ReactNode;
  /** The legend: the field's label. */
  children: ReactNode;
};

/** Radios or checkboxes in a fieldset; a star rating is five radios. */
export function OptionGroup({ field, id, register, error, describedBy, below, children }: GroupProps) {
  const kind = field.type === 'check group' ? 'checkbox' : 'radio';
  const options =
    field.type === 'star rating'
      ? ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: `${v} ★` }))
      : (field.options ?? []);
  return (
    <fieldset className={`fm-field fm-group${error ? ' fm-field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend>{children}</legend>
      <div className="fm-options">
        {options.map((o, i) => (
          <label key={o.value} className="fm-option" htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type={kind}
              value={o.value}
              aria-invalid={error ? true : undefined}
              {...register(field.name)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {below}
    </fieldset>
  );
}

type ControlProps = {
  field: FieldDef;
  id: string;
  register: UseFormRegister<FormValues>;
  a11y: Record<string, unknown>;
  /** A postcode field's rule for the site's country (its length, pattern and keyboard). */
  zip: PostcodeRule | null;
};

/** The one control of a labelled field: a textarea, a select, a file input or a typed input. */
export function FieldControl({ field, id, register, a11y, zip }: ControlProps) {
  if (field.type === 'textarea') {
    return <textarea id={id} rows={4} placeholder={field.placeholder} {...a11y} {...register(field.name)} />;
  }
  if (field.options && field.options.length > 0 && SELECT_TYPES.includes(field.type)) {
    return (
      <select id={id} {...a11y} {...register(field.name)}>
        <option value="">Please select</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'file') {
    return (
      <input id={id} type="file" accept={field.accept} multiple={field.multiple} {...a11y} {...register(field.name)} />
    );
  }
  const t = INPUT_TYPES[field.type] ?? { type: 'text' };
  return (
    <div className={field.type === 'currency' ? 'fm-prefixed' : undefined}>
      {field.type === 'currency' ? (
        <span className="fm-prefix" aria-hidden="true">
          $
        </span>
      ) : null}
      <input
        id={id}
        type={t.type}
        inputMode={zip ? zip.inputMode : t.inputMode}
        autoComplete={t.autoComplete}
        placeholder={field.placeholder ?? PLACEHOLDERS[field.type]}
        maxLength={zip ? zip.maxLength : undefined}
        pattern={zip ? zip.htmlPattern : undefined}
        min={field.min}
        max={field.max}
        {...a11y}
        {...register(field.name)}
      />
    </div>
  );
}

/** SPEC §5 builder 'button' (contracts builder-types.ts): a link to a page of the site, holding no answer. */
export function LinkButton({ field }: { field: FieldDef }) {
  if (!isSitePath(field.value)) return null;
  return (
    <p className="fm-field fm-field--button">
      <a className="fm-link-button" href={field.value}>
        {field.label}
      </a>
      {field.help ? <span className="fm-help">{field.help}</span> : null}
    </p>
  );
}
