/**
 * A refused row's reason in plain words, naming the column and the value the dealer sent:
 * "price 'call me' is not a number — write POA or leave it empty for price on application" rather than
 * zod's "price: Invalid input: expected number, received NaN".
 */
import type { z } from 'zod';

/** What to do about a column's bad value, where there is more to say than "not a number". */
const HINTS: Record<string, string> = {
  price: 'write POA or leave it empty for price on application',
  before_price: 'leave it empty when there is no earlier price',
  subscription_price: 'leave it empty when the car is not offered by subscription',
  km: 'the odometer reading in whole kilometres',
  year: 'a year such as 2021',
  car_type: 'new, used or demo (New, Used, Demonstrator and N/U/D are read too)',
  status: 'in_stock, coming_soon or sold (empty: in stock)',
  fuel: 'Petrol, Diesel, Hybrid, PHEV or Electric (ULP, Unleaded, EV, Plug-in Hybrid are read too)',
  seats: 'a whole number of seats',
  images: 'https photo URLs separated by |',
};

const shown = (v: unknown) => (typeof v === 'string' ? `'${v.length > 60 ? `${v.slice(0, 57)}…` : v}'` : String(v));

function problem(issue: z.core.$ZodIssue, value: unknown): string {
  const empty = value === undefined || value === null || value === '';
  if (empty && issue.code !== 'custom') return 'is empty';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? `${shown(value)} is not a number` : `${shown(value)} is not valid`;
    case 'too_small':
      return issue.origin === 'string' ? 'is empty' : `${shown(value)} is below ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `is too long (at most ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : ' characters'})`
        : `${shown(value)} is above ${String(issue.maximum)}`;
    case 'invalid_value':
      return `${shown(value)} is not one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${shown(value)}: ${issue.message}`;
    default:
      return issue.message.startsWith('Invalid') ? `${shown(value)} is not valid` : `${shown(value)}: ${issue.message}`;
  }
}

/** One issue of a row's check → "<column> <value> <what is wrong> — <what to write>". */
export function rowIssueText(issue: z.core.$ZodIssue, values: Record<string, unknown>): string {
  const column = String(issue.path[0] ?? 'row');
  const value = values[column];
  const hint = HINTS[column];
  const text = `${column} ${problem(issue, value)}`;
  return hint && issue.code !== 'invalid_format' ? `${text} — ${hint}` : text;
}

/** Every issue of a row, joined. */
export const rowErrorText = (issues: readonly z.core.$ZodIssue[], values: Record<string, unknown>) =>
  [...new Set(issues.map((i) => rowIssueText(i, values)))].join('; ');
