import { schemeCodeSegment } from "@/lib/funds/load-fund-page";

describe("schemeCodeSegment", () => {
  it.each([
    ["900001", 900001],
    ["1", 1],
    ["999999999", 999999999],
  ])("%s is scheme code %d", (segment, code) => expect(schemeCodeSegment(segment)).toBe(code));
  it.each(["0", "012", "1000000000", "1e3", "abc", "", "12 "])("%j names no fund", (segment) =>
    expect(schemeCodeSegment(segment)).toBeNull(),
  );
});
