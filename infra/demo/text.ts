/** Small text helpers of the demo generator. */

/** Lowercase, letters and digits joined by single hyphens: 'Mercedes-Benz C300 4MATIC' → 'mercedes-benz-c300-4matic'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SPEC §5: a car slug contains only letters, digits, hyphen or underscore. */
export const CAR_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/** year-make-model-badge-stocknum, lowercase, letters, digits and hyphens only. */
export function carSlug(year: number, make: string, model: string, badge: string | null, stocknum: string): string {
  return slugify([String(year), make, model, badge ?? '', stocknum].join(' '));
}

const DAY = 86_400;

/**
 * Rails-style distance_of_time_in_words between two times in seconds, with ' ago':
 * '3 days ago', 'about 1 month ago', 'over 2 years ago'.
 */
export function timeAgoInWords(fromSeconds: number, nowSeconds: number): string {
  const s = Math.max(0, nowSeconds - fromSeconds);
  const minutes = Math.round(s / 60);
  let words: string;
  if (minutes < 1) words = 'less than a minute';
  else if (minutes < 45) words = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  else if (minutes < 90) words = 'about 1 hour';
  else if (minutes < 1440) words = `about ${Math.round(minutes / 60)} hours`;
  else if (minutes < 2520) words = '1 day';
  else if (minutes < 43200) words = `${Math.round(minutes / 1440)} days`;
  else if (minutes < 86400)
    words = `about ${Math.round(minutes / 43200)} month${Math.round(minutes / 43200) === 1 ? '' : 's'}`;
  else if (minutes < 525600) words = `${Math.round(minutes / 43200)} months`;
  else {
    const years = Math.floor(s / (365.25 * DAY));
    const rest = s - years * 365.25 * DAY;
    if (rest < 0.25 * 365.25 * DAY) words = `about ${years} year${years === 1 ? '' : 's'}`;
    else if (rest < 0.75 * 365.25 * DAY) words = `over ${years} year${years === 1 ? '' : 's'}`;
    else words = `almost ${years + 1} years`;
  }
  return `${words} ago`;
}

/** ISO date-time (UTC, seconds precision) of a time in seconds. */
export function isoSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
