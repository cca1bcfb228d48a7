import { LRUMap } from "mnemonist";

/**
 * Answers kept by a text key, up to `max` keys (the least recently used forgotten first): scheme names and printed
 * benchmarks are the same every day, so the sync process (kept between days) works each one out once rather than
 * once a refresh. The answers are frozen, as every caller shares them.
 */
export function textMemo<T>(max = 50_000): (key: string, compute: () => T) => T {
  const answers = new LRUMap<string, { answer: T }>(max);
  return (key, compute) => {
    let kept = answers.get(key);
    if (kept === undefined) {
      kept = { answer: Object.freeze(compute()) };
      answers.set(key, kept);
    }
    return kept.answer;
  };
}
