import { parseVisitorHistory, USER_DETAILS_STORAGE_KEY, VISITOR_HISTORY_STORAGE_KEY } from '@forecourt/contracts';

const DETAIL_KEYS = ['name', 'phone', 'email'] as const;

/** The stored user details (SPEC §3) this journey asks for; anything unreadable is ignored. */
export function storedDetails(): Record<string, string> {
  try {
    const raw = JSON.parse(localStorage.getItem(USER_DETAILS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(DETAIL_KEYS.flatMap((k) => (typeof raw[k] === 'string' ? [[k, raw[k] as string]] : [])));
  } catch {
    return {};
  }
}

/** SPEC §4 visitor history as the shell recorded it: the reserve lead carries it like every lead. */
export function visitorHistory() {
  try {
    return parseVisitorHistory(localStorage.getItem(VISITOR_HISTORY_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the details for the next form, beside what other forms stored (postcode …). */
export function saveDetails(values: Record<string, string>) {
  try {
    const raw = JSON.parse(localStorage.getItem(USER_DETAILS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const k of DETAIL_KEYS) if (values[k]?.trim()) raw[k] = values[k].trim();
    localStorage.setItem(USER_DETAILS_STORAGE_KEY, JSON.stringify(raw));
  } catch {
    // storage blocked: prefill is a convenience
  }
}
