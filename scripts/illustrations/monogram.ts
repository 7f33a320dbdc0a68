/**
 * The owner's initials, for the site's icons (the favicon and the app icons: ./social.ts
 * iconSvg, drawn by scripts/site/files/site-assets.ts): the first letter of each of the name's
 * first two words, as a reader sees a letter (a grapheme: a Devanagari consonant keeps its
 * vowel sign), in capitals where the script has them.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * "Robin Quill" → "RQ"; "Aanya O'Connor: आन्या राव" → "AO"; "आन्या राव" → "आरा";
 * "Cher" → "C".
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s:;,/|·–—]+/u)
    // A word counts from its first letter: "(Jo)" is Jo, "O'Connor" is O, "2nd" is not a name.
    .map((word) => word.replace(/^[\p{P}\p{S}]+/u, ''))
    .filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => graphemes.segment(word)[Symbol.iterator]().next().value!.segment)
    .join('')
    .toLocaleUpperCase();
}
