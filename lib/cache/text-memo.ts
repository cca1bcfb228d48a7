import { LRUCache } from "lru-cache";

/**
 * A pure function of a text with its answers kept, up to `max` texts: scheme names and printed benchmarks are the
 * same every day, so the sync process (kept between days) reads each name once rather than once a refresh. The
 * answers are frozen, as every caller shares them.
 */
export function memoizedByText<T>(read: (text: string) => T, max = 50_000): (text: string) => T {
  const answers = new LRUCache<string, { answer: T }>({ max });
  return (text) => {
    let kept = answers.get(text);
    if (kept === undefined) {
      kept = { answer: Object.freeze(read(text)) };
      answers.set(text, kept);
    }
    return kept.answer;
  };
}
