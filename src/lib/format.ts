const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats US dollars with cents, e.g. 24.5 → "$24.50". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
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
