import {
  parseVisitorHistory,
  USER_DETAILS_STORAGE_KEY,
  VISITOR_HISTORY_STORAGE_KEY,
  type VisitorHistory,
} from '@forecourt/contracts';

/** SPEC §3 stored user details: the visitor's own, used to pre-fill forms. */
export const USER_DETAILS_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export const USER_DETAILS_KEY = USER_DETAILS_STORAGE_KEY;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const store = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const readJson = (key: string, s: Store | null): unknown => {
  try {
    return JSON.parse(s?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

/** The stored user details (strings only; anything else in storage is ignored). */
export function readUserDetails(s: Store | null = store()): Record<string, string> {
  const raw = readJson(USER_DETAILS_KEY, s);
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string> = {};
  for (const k of USER_DETAILS_FIELDS) {
    const v = (raw as Record<string, unknown>)[k];
    if (typeof v === 'string' && v !== '') out[k] = v.slice(0, 200);
  }
  return out;
}

/** Keeps the user details of a submitted form for the next one. */
export function saveUserDetails(values: Record<string, unknown>, s: Store | null = store()): void {
  const next = { ...readUserDetails(s) };
  for (const k of USER_DETAILS_FIELDS) {
    const v = values[k];
    if (typeof v === 'string' && v.trim() !== '') next[k] = v.trim();
  }
  try {
    s?.setItem(USER_DETAILS_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: prefill is a convenience
  }
}

/** Prefill: stored details for the form's empty fields (never over what the visitor typed). */
export function prefill(values: Record<string, unknown>, stored: Record<string, string>): Record<string, unknown> {
  const out = { ...values };
  for (const [k, v] of Object.entries(stored)) if (k in out && (out[k] === '' || out[k] === undefined)) out[k] = v;
  return out;
}

/** SPEC §4 visitor history as the shell recorded it (every page, contracts recordVisit): sent with each lead. */
export function readVisitorHistory(s: Store | null = store()): VisitorHistory | null {
  try {
    return parseVisitorHistory(s?.getItem(VISITOR_HISTORY_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}
