import fc from "fast-check";
import { pageCount, paginate } from "@/lib/blog/paginate";

describe("paginate", () => {
  const items = ["a", "b", "c", "d", "e", "f", "g"];

  it("slices pages in order, the last one short", () => {
    expect(paginate(items, 1, 3)).toEqual({ items: ["a", "b", "c"], page: 1, totalPages: 3 });
    expect(paginate(items, 3, 3)).toEqual({ items: ["g"], page: 3, totalPages: 3 });
  });

  it("has one empty page for an empty list", () => {
    expect(paginate([], 1, 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it("answers null for a page that does not exist", () => {
    for (const page of [0, -1, 4, 1.5, Number.NaN]) expect(paginate(items, page, 3)).toBeNull();
  });

  it("refuses a page size below 1 or fractional", () => {
    expect(() => pageCount(3, 0)).toThrow(RangeError);
    expect(() => pageCount(3, 2.5)).toThrow(RangeError);
  });

  it("puts every item on exactly one page", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (list, perPage) => {
        const total = pageCount(list.length, perPage);
        const joined = Array.from({ length: total }, (_, i) => paginate(list, i + 1, perPage)!.items).flat();
        expect(joined).toEqual(list);
      }),
    );
  });
});
