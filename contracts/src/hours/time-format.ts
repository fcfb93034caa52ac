/**
 * Formats a 24-hour "HH:MM" (or "H:MM") time as a 12-hour time (SPEC §2: 12-hour times).
 * Text that is not a 24-hour time (e.g. an already formatted '8:30am') is returned trimmed, unchanged.
 *
 * @example
 * formatTime12h('08:30'); // '8:30am'
 * formatTime12h('17:30'); // '5:30pm'
 * formatTime12h('00:00'); // '12:00am'
 */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time.trim();
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  if (hours > 23 || Number(minutes) > 59) return time.trim();
  const suffix = hours < 12 ? 'am' : 'pm';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${minutes}${suffix}`;
}

/**
 * Formats an opening and closing time as a 12-hour range.
 *
 * @example
 * formatTimeRange('08:30', '17:30'); // '8:30am - 5:30pm'
 */
export function formatTimeRange(open: string, close: string): string {
  return `${formatTime12h(open)} - ${formatTime12h(close)}`;
}
