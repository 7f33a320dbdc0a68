const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats US dollars with cents, e.g. 24.5 → "$24.50". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date as the pages print it: "2025-03-14" → "Mar 14, 2025", a month
 * "2025-03" → "Mar 2025". Read as UTC, so no visitor's time zone moves it a day.
 */
export function formatDate(iso: string): string {
  return iso.length === 7
    ? month.format(new Date(`${iso}-01T00:00:00Z`))
    : day.format(new Date(`${iso}T00:00:00Z`));
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
