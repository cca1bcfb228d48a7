/** Average adult reading speed for non-fiction on screen, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** The words of a text: runs of letters or digits, with the punctuation inside them (₹1,50,000, don't, 80C). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}₹][\p{L}\p{N}₹'’.,%/-]*/gu)?.length ?? 0;
}

/** Whole minutes to read `words`, rounded up, at least 1. */
export function readingMinutes(words: number, wordsPerMinute: number = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(words) || words < 0) throw new RangeError("words must be a finite number of at least 0");
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
