import { type PhoneCountry, postcodeRule } from '@forecourt/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
};

type Props = {
  field: FieldDef;
  formId: string;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  /** The site's country: a postcode field's label, length and pattern (contracts postcodeRule). */
  country: PhoneCountry;
};

/** One field: label (red asterisk when required), control, message under it tied by aria-describedby. */
export function Field({ field, formId, register, errors, country }: Props) {
  const zip = field.type === 'postcode' ? postcodeRule(country) : null;
  const id = `${formId}-${field.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const message = errors[field.name]?.message;
  const error = typeof message === 'string' ? message : null;
  const required = field.required !== false && field.type !== 'hidden';
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  const label = (
    <>
      {zip ? zip.label : field.label}
      {required ? (
        <span className="fm-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const below = (
    <>
      {field.help ? (
        <p className="fm-help" id={helpId}>
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p className="fm-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );

  if (field.name === 'favourite_color') {
    // SPEC §3 honeypot: invisible to people, left empty; bots that fill it are refused.
    return (
      <div className="fm-hp" aria-hidden="true">
        <label htmlFor={id}>{field.label}</label>
        <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(field.name)} />
      </div>
    );
  }
  if (field.type === 'hidden') return <input type="hidden" {...register(field.name)} />;

  if (field.type === 'check' || field.type === 'opt-in') {
    return (
      <div className={`fm-field fm-field--check${error ? ' fm-field--invalid' : ''}`}>
        <input id={id} type="checkbox" {...a11y} {...register(field.name)} />
        <label htmlFor={id}>{label}</label>
        {below}
      </div>
    );
  }

  if (
    field.type === 'radio group' ||
    field.type === 'radio' ||
    field.type === 'check group' ||
    field.type === 'star rating'
  ) {
    const kind = field.type === 'check group' ? 'checkbox' : 'radio';
    const options =
      field.type === 'star rating'
        ? ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: `${v} ★` }))
        : (field.options ?? []);
    return (
      <fieldset className={`fm-field fm-group${error ? ' fm-field--invalid' : ''}`} aria-describedby={describedBy}>
        <legend>{label}</legend>
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

  let control: React.ReactNode;
  if (field.type === 'textarea') {
    control = <textarea id={id} rows={4} placeholder={field.placeholder} {...a11y} {...register(field.name)} />;
  } else if (
    field.options &&
    field.options.length > 0 &&
    ['select', 'location select', 'make', 'model', 'year', 'service interval', 'tyres'].includes(field.type)
  ) {
    control = (
      <select id={id} {...a11y} {...register(field.name)}>
        <option value="">Please select</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'file') {
    control = (
      <input id={id} type="file" accept={field.accept} multiple={field.multiple} {...a11y} {...register(field.name)} />
    );
  } else {
    const t = INPUT_TYPES[field.type] ?? { type: 'text' };
    control = (
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
          placeholder={field.placeholder}
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
  return (
    <div className={`fm-field${error ? ' fm-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {below}
    </div>
  );
}
