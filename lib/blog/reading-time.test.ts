import { countWords, readingMinutes, WORDS_PER_MINUTE } from "@/lib/blog/reading-time";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n ", 0],
    ["one", 1],
    ["Invest ₹1,50,000 under section 80C, don't wait.", 7],
    ["SIP - lumpsum — STP", 3],
    ["large-cap/mid-cap 12.5% returns", 3],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe("readingMinutes", () => {
  it("rounds up to whole minutes at the reading speed, with at least one minute", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(300, 100)).toBe(3);
  });

  it("refuses a negative or non-finite count", () => {
    expect(() => readingMinutes(-1)).toThrow(RangeError);
    expect(() => readingMinutes(Number.NaN)).toThrow(RangeError);
    expect(() => readingMinutes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
