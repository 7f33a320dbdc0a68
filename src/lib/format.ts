// The pages print English dates and dollars, and print them without Intl: a
// browser's first Intl formatter loads its locale data, 30-60 ms on this
// machine's fresh Chromium (about half a second on a low-tier phone) in one
// unbroken task, which the page's static twin never pays (docs/decisions.md,
// "No Intl in the browser"). format.test.ts checks every month and a range of
// amounts against Intl's own en-US output.
const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The years of a copyright line: "2024–2026" (an en dash), or "2026" when they are one. */
export function formatYears({ first, last }: { first: number; last: number }): string {
  return first < last ? `${first}–${last}` : String(last);
}

/** Formats US dollars with cents, e.g. 24.5 → "$24.50", 1250 → "$1,250.00". */
export function formatUsd(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/**
 * A date as the pages print it: "2025-03-14" → "Mar 14, 2025", a month
 * "2025-03" → "Mar 2025". Read from its digits, so no visitor's time zone moves it a day.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number?];
  const name = monthNames[month - 1];
  if (!name || !Number.isInteger(year)) throw new RangeError(`not a date: ${iso}`);
  return day === undefined ? `${name} ${year}` : `${name} ${day}, ${year}`;
}

/** Initials of a name for the avatar fallback, e.g. "Jordan Avery" → "JA" (at most two letters). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** A list position as two digits, as the timeline and lists print them: 3 → "03". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A resume's date as the pages print it: a year "2025" as it is, a month or a day as formatDate does. */
export function formatResumeDate(iso: string): string {
  return /^\d{4}$/.test(iso) ? iso : formatDate(iso);
}

/**
 * A resume entry's period: "Jun 2025 – Aug 2025"; with no end, "Jan 2024 – Present"; an
 * end still to come, "Sep 2023 – May 2027 (expected)". `words`: the site's "Present" and "expected".
 */
export function formatPeriod(
  { startDate, endDate, expected }: { startDate: string; endDate?: string; expected?: boolean },
  words: { present: string; expected: string },
): string {
  const end = endDate === undefined ? words.present : formatResumeDate(endDate);
  return `${formatResumeDate(startDate)} – ${end}${expected ? ` (${words.expected})` : ''}`;
}
