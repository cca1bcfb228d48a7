import { clampPage, PAGER_WINDOW, pagerModel, parsePageParam } from "@/lib/pagination/pager";

describe("clampPage", () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [1, 5, 1],
    [3, 5, 3],
    [6, 5, 5],
    [999, 5, 5],
    [2.7, 5, 2],
    [4, 0, 1],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
  ])("clampPage(%p, %p) = %p", (requested, total, expected) => {
    expect(clampPage(requested, total)).toBe(expected);
  });
});

describe("parsePageParam", () => {
  it.each<[string | string[] | undefined, number]>([
    [undefined, 1],
    ["", 1],
    ["1", 1],
    ["7", 7],
    [" 3 ", 3],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["1e3", 1],
    ["9999999999", 1],
    [["2", "4"], 4],
    [[], 1],
  ])("parsePageParam(%p) = %p", (raw, expected) => {
    expect(parsePageParam(raw)).toBe(expected);
  });
});

describe("pagerModel", () => {
  it("has no pages and no links when there are no pages", () => {
    expect(pagerModel(3, 0)).toEqual({
      current: 1,
      total: 0,
      pages: [],
      first: null,
      last: null,
      gapBefore: false,
      gapAfter: false,
      previous: null,
      next: null,
    });
  });

  it("shows every page when there are at most 5", () => {
    expect(pagerModel(1, 1)).toEqual({
      current: 1,
      total: 1,
      pages: [1],
      first: null,
      last: null,
      gapBefore: false,
      gapAfter: false,
      previous: null,
      next: null,
    });
    expect(pagerModel(3, 5)).toMatchObject({ pages: [1, 2, 3, 4, 5], first: null, last: null, previous: 2, next: 4 });
  });

  it("centres the window on the current page and shows first and last with gaps", () => {
    expect(pagerModel(10, 20)).toEqual({
      current: 10,
      total: 20,
      pages: [8, 9, 10, 11, 12],
      first: 1,
      last: 20,
      gapBefore: true,
      gapAfter: true,
      previous: 9,
      next: 11,
    });
  });

  it("keeps the window inside 1..total at both ends", () => {
    expect(pagerModel(1, 20)).toMatchObject({
      pages: [1, 2, 3, 4, 5],
      first: null,
      last: 20,
      gapBefore: false,
      gapAfter: true,
      previous: null,
      next: 2,
    });
    expect(pagerModel(2, 20)).toMatchObject({ pages: [1, 2, 3, 4, 5] });
    expect(pagerModel(3, 20)).toMatchObject({ pages: [1, 2, 3, 4, 5] });
    // Page 4: five numbers, not 1 beside 2..6 (six).
    expect(pagerModel(4, 20)).toMatchObject({ pages: [1, 2, 3, 4, 5], first: null, last: 20, gapAfter: true });
    expect(pagerModel(5, 20)).toMatchObject({ pages: [3, 4, 5, 6, 7], first: 1, gapBefore: true });
    expect(pagerModel(20, 20)).toMatchObject({
      pages: [16, 17, 18, 19, 20],
      first: 1,
      last: null,
      gapBefore: true,
      gapAfter: false,
      previous: 19,
      next: null,
    });
    expect(pagerModel(17, 20)).toMatchObject({ pages: [16, 17, 18, 19, 20], last: null, first: 1, gapBefore: true });
    expect(pagerModel(16, 20)).toMatchObject({ pages: [14, 15, 16, 17, 18], last: 20, gapAfter: true });
  });

  it("clamps a page beyond either end", () => {
    expect(pagerModel(0, 7)).toMatchObject({ current: 1, previous: null, next: 2 });
    expect(pagerModel(99, 7)).toMatchObject({ current: 7, pages: [3, 4, 5, 6, 7], previous: 6, next: null });
  });

  it("honours another window size", () => {
    expect(pagerModel(5, 10, 3)).toMatchObject({ pages: [4, 5, 6], first: 1, last: 10 });
    expect(pagerModel(5, 10, 4)).toMatchObject({ pages: [4, 5, 6, 7] });
  });

  // Every page of every total up to 40, for windows 1 to 7: the invariants that the markup relies on.
  it("holds its invariants for every page of every total up to 40", () => {
    const violations: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) violations.push(what);
    };
    for (let window = 1; window <= 7; window++) {
      for (let total = 1; total <= 40; total++) {
        for (let requested = -1; requested <= total + 2; requested++) {
          const model = pagerModel(requested, total, window);
          const at = `page ${requested} of ${total}, window ${window}`;
          const current = Math.min(total, Math.max(1, requested));
          const start = model.pages[0] ?? Number.NaN;
          const end = model.pages[model.pages.length - 1] ?? Number.NaN;
          check(model.current === current, `${at}: current`);
          check(model.pages.length === Math.min(window, total), `${at}: window length`);
          check(model.pages.includes(current), `${at}: contains current`);
          check(start >= 1 && end <= total, `${at}: inside 1..total`);
          check(
            model.pages.every((page, i) => i === 0 || page === model.pages[i - 1]! + 1),
            `${at}: consecutive`,
          );
          // Centred where there is room on both sides.
          if (start > 1 && end < total) check(Math.abs(current - start - (end - current)) <= 1, `${at}: centred`);
          // First or last beside the window without a gap only where sliding would lose the current page (or,
          // with one page more than the window, one of them has to be).
          if (start === 2 && total > window + 1) check(current > window, `${at}: first beside the window`);
          if (end === total - 1 && total > window + 1)
            check(current < total - window + 1, `${at}: last beside the window`);
          check(model.first === (start > 1 ? 1 : null), `${at}: first`);
          check(model.last === (end < total ? total : null), `${at}: last`);
          check(model.gapBefore === start > 2, `${at}: gap before`);
          check(model.gapAfter === end < total - 1, `${at}: gap after`);
          check(model.previous === (current > 1 ? current - 1 : null), `${at}: previous`);
          check(model.next === (current < total ? current + 1 : null), `${at}: next`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("uses a window of 5", () => {
    expect(PAGER_WINDOW).toBe(5);
    expect(pagerModel(50, 100).pages).toHaveLength(5);
  });
});
