import fc from "fast-check";
import { OPTION_TYPES, PLAN_TYPES, RISK_LEVELS } from "@/lib/api/schemas/fields";
import { screenerQuery } from "@/lib/screener/screener-query";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { SCREENER_RANGE_KEYS } from "@/lib/screener/screener-constants";
import { SCREENER_SORTS } from "@/lib/screener/screener-sorts";
import {
  EMPTY_SCREENER_STATE,
  MAX_SCREENER_PAGE,
  sameScreen,
  screenerApiQuery,
  screenerHref,
  screenerSearchParams,
  type ScreenerState,
} from "@/lib/screener/screener-url-state";

const parse = (query: string) => parseScreenerParams(new URLSearchParams(query));
const withLists = (lists: Partial<ScreenerState["lists"]>): ScreenerState => ({
  ...EMPTY_SCREENER_STATE,
  lists: { ...EMPTY_SCREENER_STATE.lists, ...lists },
});

// A value as the list call accepts it: 1-100 characters, no surrounding spaces, no NUL.
const listValue = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((s) => s.replace(/\u0000/g, "x").trim())
  .filter((s) => s.length > 0);
const bound = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => n / 100);
const range = fc
  .record({ min: fc.option(bound, { nil: undefined }), max: fc.option(bound, { nil: undefined }) })
  .filter((r) => r.min !== undefined || r.max !== undefined)
  .map((r) => ({ ...(r.min !== undefined && { min: r.min }), ...(r.max !== undefined && { max: r.max }) }));

const stateArb: fc.Arbitrary<ScreenerState> = fc.record({
  lists: fc.record({
    amc: fc.uniqueArray(listValue, { maxLength: 5 }),
    category: fc.uniqueArray(listValue, { maxLength: 3 }),
    subcategory: fc.uniqueArray(listValue, { maxLength: 5 }),
    risk_level: fc.uniqueArray(fc.constantFrom(...RISK_LEVELS)),
    plan_type: fc.uniqueArray(fc.constantFrom(...PLAN_TYPES)),
    option_type: fc.uniqueArray(fc.constantFrom(...OPTION_TYPES)),
  }),
  ranges: fc.dictionary(fc.constantFrom(...SCREENER_RANGE_KEYS), range),
  q: fc.oneof(fc.constant(""), listValue),
  sort: fc.constantFrom(null, ...SCREENER_SORTS.map((s) => s.id)),
  page: fc.integer({ min: 1, max: MAX_SCREENER_PAGE }),
});

describe("parseScreenerParams", () => {
  it("reads nothing as the default screen", () => {
    expect(parse("")).toEqual(EMPTY_SCREENER_STATE);
  });

  it("reads every filter, the search text, the sort and the page", () => {
    const state = parse(
      "amc=a-mf&amc=b-mf&category=Equity&subcategory=equity-large-cap-fund&risk_level=Very+High&plan_type=Direct&option_type=Growth" +
        "&expense_ratio_min=0.5&expense_ratio_max=1.25&aum_min=100&fund_age_max=3&return_1y_min=-4.5&q=blue+chip&order_by=return_3y&order_dir=asc&page=3",
    );
    expect(state).toEqual({
      lists: {
        amc: ["a-mf", "b-mf"],
        category: ["Equity"],
        subcategory: ["equity-large-cap-fund"],
        risk_level: ["Very High"],
        plan_type: ["Direct"],
        option_type: ["Growth"],
      },
      ranges: {
        expense_ratio: { min: 0.5, max: 1.25 },
        aum: { min: 100 },
        fund_age: { max: 3 },
        return_1y: { min: -4.5 },
      },
      q: "blue chip",
      sort: "return_3y_asc",
      page: 3,
    });
  });

  it("reads Next.js searchParams records (strings and arrays) like URLSearchParams", () => {
    expect(
      parseScreenerParams({ amc: ["x", "y"], category: "Debt", page: ["2", "5"], utm_source: "mail", q: undefined }),
    ).toEqual(parse("amc=x&amc=y&category=Debt&page=2&page=5&utm_source=mail"));
  });

  it("drops unknown parameters", () => {
    expect(parse("foo=1&utm_campaign=x&page_size=100&sub_category=debt&amcs=x")).toEqual(EMPTY_SCREENER_STATE);
  });

  describe("repeated parameters", () => {
    it("keeps every value of a list once, in the order given, trimmed", () => {
      expect(parse("amc=b&amc=a&amc=b&amc=%20a%20&amc=").lists.amc).toEqual(["b", "a"]);
    });

    it("takes the last value of a single-valued parameter", () => {
      expect(parse("page=2&page=4").page).toBe(4);
      expect(parse("q=first&q=second").q).toBe("second");
      expect(parse("expense_ratio_min=0.2&expense_ratio_min=0.4").ranges).toEqual({ expense_ratio: { min: 0.4 } });
      expect(parse("order_by=aum&order_by=expense_ratio").sort).toBe("expense_ratio_asc");
    });

    it("stops at the list call's limit of values", () => {
      const many = Array.from({ length: 150 }, (_, i) => `amc=house-${i}`).join("&");
      expect(parse(many).lists.amc).toEqual(Array.from({ length: 100 }, (_, i) => `house-${i}`));
      const categories = Array.from({ length: 30 }, (_, i) => `category=c${i}`).join("&");
      expect(parse(categories).lists.category).toHaveLength(20);
      expect(screenerQuery.safeParse(screenerApiQuery(parse(`${many}&${categories}`))).success).toBe(true);
    });
  });

  describe("bad values are dropped, never thrown", () => {
    it.each([
      ["risk_level=Extreme&risk_level=High", { risk_level: ["High"] }],
      ["plan_type=direct&plan_type=Direct", { plan_type: ["Direct"] }],
      ["option_type=Dividend", {}],
      [`amc=${"x".repeat(101)}&amc=ok`, { amc: ["ok"] }],
      ["amc=%00bad&amc=good", { amc: ["good"] }],
    ])("%s", (query, lists) => {
      expect(parse(query).lists).toEqual({ ...EMPTY_SCREENER_STATE.lists, ...lists });
    });

    it.each([
      "abc",
      "",
      " ",
      "1e3",
      "0x10",
      "Infinity",
      "NaN",
      "1,000",
      "+5",
      ".5",
      "5.",
      "2000000",
      "-2000000",
      "1.1234567",
    ])("range bound %p", (value) => {
      expect(parse(`aum_min=${encodeURIComponent(value)}`).ranges).toEqual({});
    });

    it("keeps bounds at the call's limits and negative returns", () => {
      expect(parse("aum_max=1000000&return_3y_min=-1000000&return_1y_max=-0.25").ranges).toEqual({
        aum: { max: 1_000_000 },
        return_3y: { min: -1_000_000 },
        return_1y: { max: -0.25 },
      });
    });

    it.each([
      ["q=", ""],
      ["q=%20%20", ""],
      [`q=${"a".repeat(101)}`, ""],
      [`q=${"a".repeat(100)}`, "a".repeat(100)],
      ["q=a%00b", ""],
      ["q=%20hdfc%20", "hdfc"],
    ])("search text %s", (query, q) => {
      expect(parse(query).q).toBe(q);
    });

    it.each([
      ["order_by=aum", "aum_desc"],
      ["order_by=aum&order_dir=asc", "aum_asc"],
      ["order_by=return_3y", "return_3y_desc"],
      ["order_by=expense_ratio", "expense_ratio_asc"],
      ["order_by=expense_ratio&order_dir=desc", "expense_ratio_desc"],
      ["order_by=aum&order_dir=sideways", "aum_desc"],
      ["order_by=return_1y", null],
      ["order_by=nav&order_dir=asc", null],
      ["order_dir=asc", null],
      ["order_by=AUM", null],
    ])("sort %s", (query, sort) => {
      expect(parse(query).sort).toBe(sort);
    });
  });

  describe("the page", () => {
    it.each([
      ["", 1],
      ["page=1", 1],
      ["page=7", 7],
      ["page=0", 1],
      ["page=-3", 1],
      ["page=2.5", 1],
      ["page=abc", 1],
      ["page=", 1],
      [`page=${MAX_SCREENER_PAGE}`, MAX_SCREENER_PAGE],
      [`page=${MAX_SCREENER_PAGE + 1}`, MAX_SCREENER_PAGE],
      ["page=100001", 100_000],
      ["page=999999999", MAX_SCREENER_PAGE],
      ["page=99999999999999", 1],
    ])("%s -> %p", (query, page) => {
      expect(parse(query).page).toBe(page);
    });
  });

  it("never throws and always yields a state the list call accepts, whatever the query", () => {
    const key = fc.constantFrom(
      "amc",
      "category",
      "subcategory",
      "risk_level",
      "plan_type",
      "option_type",
      "aum_min",
      "expense_ratio_max",
      "q",
      "order_by",
      "order_dir",
      "page",
      "junk",
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 120 })), { maxLength: 40 }), (pairs) => {
        const state = parseScreenerParams(new URLSearchParams(pairs));
        expect(screenerQuery.safeParse(screenerApiQuery(state)).success).toBe(true);
        expect(parse(screenerSearchParams(state).toString())).toEqual(state);
      }),
    );
  });
});

describe("screenerSearchParams", () => {
  it("writes nothing for the default screen", () => {
    expect(screenerSearchParams(EMPTY_SCREENER_STATE).toString()).toBe("");
    expect(screenerHref(EMPTY_SCREENER_STATE)).toBe("/mutual-funds/mutual-fund-screener");
  });

  it("writes lists as repeated keys in a fixed order, then ranges, search, sort and page", () => {
    const state: ScreenerState = {
      ...withLists({ risk_level: ["Very High"], amc: ["b", "a"] }),
      ranges: { aum: { max: 500 }, expense_ratio: { min: 0.5 } },
      q: "tax saver",
      sort: "expense_ratio_desc",
      page: 2,
    };
    expect(screenerSearchParams(state).toString()).toBe(
      "amc=b&amc=a&risk_level=Very+High&expense_ratio_min=0.5&aum_max=500&q=tax+saver&order_by=expense_ratio&order_dir=desc&page=2",
    );
    expect(screenerHref(state)).toBe(`/mutual-funds/mutual-fund-screener?${screenerSearchParams(state).toString()}`);
  });

  it("leaves page 1 out", () => {
    expect(screenerSearchParams({ ...EMPTY_SCREENER_STATE, page: 1, sort: "aum_asc" }).toString()).toBe(
      "order_by=aum&order_dir=asc",
    );
  });

  it("round-trips every state", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parse(screenerSearchParams(state).toString())).toEqual(state);
        expect(parse(screenerHref(state).split("?")[1] ?? "")).toEqual(state);
      }),
    );
  });

  it("is stable: writing what was read gives the same query string", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const once = screenerSearchParams(state).toString();
        expect(screenerSearchParams(parse(once)).toString()).toBe(once);
      }),
    );
  });
});

describe("sameScreen", () => {
  it("compares the addresses", () => {
    expect(sameScreen(parse("amc=a&page=1"), parse("amc=a"))).toBe(true);
    expect(sameScreen(parse("amc=a&utm=1"), parse("amc=a"))).toBe(true);
    expect(sameScreen(parse("amc=a"), parse("amc=a&page=2"))).toBe(false);
    expect(sameScreen(parse("order_by=aum"), parse("order_by=aum&order_dir=desc"))).toBe(true);
  });
});

describe("screenerApiQuery", () => {
  it("is the list call's query, with the page size of 10", () => {
    const state = parse("amc=a&amc=b&risk_level=High&expense_ratio_max=1&q=flexi&order_by=aum&order_dir=asc&page=4");
    const query = screenerQuery.parse(screenerApiQuery(state));
    expect(query).toMatchObject({
      amc: ["a", "b"],
      category: [],
      risk_level: ["High"],
      expense_ratio_max: 1,
      q: "flexi",
      order_by: "aum",
      order_dir: "asc",
      page: 4,
      page_size: 10,
    });
    expect(query.expense_ratio_min).toBeUndefined();
  });

  it("sends each sort of the dropdown as its order_by and order_dir", () => {
    for (const sort of SCREENER_SORTS) {
      expect(screenerApiQuery({ ...EMPTY_SCREENER_STATE, sort: sort.id })).toMatchObject({
        order_by: sort.orderBy,
        order_dir: sort.orderDir,
      });
    }
  });

  it("sends no order for the default sort, so a search is ordered by relevance", () => {
    const query = screenerApiQuery(parse("q=axis"));
    expect(query).not.toHaveProperty("order_by");
    expect(query).not.toHaveProperty("order_dir");
  });

  it("always builds a query the list call accepts", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(screenerQuery.safeParse(screenerApiQuery(state)).success).toBe(true);
      }),
    );
  });
});
