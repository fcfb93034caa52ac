import { distanceFieldUnit, type PhoneCountry, postcodeRule } from '@forecourt/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { FormValues } from '../engine/rules.js';
import type { FieldDef } from '../engine/types.js';
import { FieldControl, GROUP_TYPES, LinkButton, OptionGroup } from './field-controls.js';

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
      {field.type === 'distance' ? ` (${distanceFieldUnit(country)})` : null}
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
  if (field.type === 'button') return <LinkButton field={field} />;

  if (field.type === 'check' || field.type === 'opt-in') {
    return (
      <div className={`fm-field fm-field--check${error ? ' fm-field--invalid' : ''}`}>
        <input id={id} type="checkbox" {...a11y} {...register(field.name)} />
        <label htmlFor={id}>{label}</label>
        {below}
      </div>
    );
  }

  if (GROUP_TYPES.includes(field.type)) {
    return (
      <OptionGroup field={field} id={id} register={register} error={error} describedBy={describedBy} below={below}>
        {label}
      </OptionGroup>
    );
  }
  return (
    <div className={`fm-field${error ? ' fm-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <FieldControl field={field} id={id} register={register} a11y={a11y} zip={zip} />
      {below}
    </div>
  );
}
