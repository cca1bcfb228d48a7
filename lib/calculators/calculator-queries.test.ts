import fc from "fast-check";
import {
  SIP_DEFAULTS,
  cagrQueryState,
  fdQueryState,
  lumpsumQueryState,
  mutualFundQueryState,
  serialiseQueryState,
  sipQueryState,
  stpQueryState,
  swpQueryState,
  type QueryParams,
  type QueryState,
} from "@/lib/calculators";

/** A calculator's URL parser with its inputs' type erased, so the seven share one table of tests. */
interface ParserUnderTest {
  parse: (params: QueryParams) => unknown;
  /** The calculator's default inputs (its form's defaults, other modes' fields dropped). */
  defaults: unknown;
  serialise: (inputs: unknown) => string;
  accepts: (inputs: unknown) => boolean;
  params: string[];
}

function underTest<T>(state: QueryState<T>): ParserUnderTest {
  return {
    parse: state.parse,
    defaults: state.schema.parse(state.defaults),
    serialise: (inputs) => state.serialise(inputs as T),
    accepts: (inputs) => state.schema.safeParse(inputs).success,
    params: Object.values(state.codec as Record<string, { param: string }>).map((field) => field.param),
  };
}

const PARSERS: [string, ParserUnderTest][] = [
  ["sip", underTest(sipQueryState)],
  ["lumpsum", underTest(lumpsumQueryState)],
  ["swp", underTest(swpQueryState)],
  ["stp", underTest(stpQueryState)],
  ["fd", underTest(fdQueryState)],
  ["cagr", underTest(cagrQueryState)],
  ["mf", underTest(mutualFundQueryState)],
];

/** Values no calculator accepts in any of its fields. */
const HOSTILE = [
  "-5",
  "-0.5",
  "9".repeat(400),
  "1e3",
  "NaN",
  "Infinity",
  "0x10",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "%00",
  "",
  " ",
  "constructor",
  "__proto__",
];

describe.each(PARSERS)("the %s calculator's query parser", (_, parser) => {
  const { params, defaults } = parser;

  it("reads an empty query as the defaults", () => {
    expect(parser.parse({})).toEqual(defaults);
    expect(parser.accepts(defaults)).toBe(true);
  });

  it.each(HOSTILE)("takes the defaults for %p in every parameter, without throwing", (value) => {
    const query = Object.fromEntries(params.map((param) => [param, value]));
    expect(parser.parse(query)).toEqual(defaults);
  });

  it("takes the defaults when a repeated key's first value is hostile, and ignores unknown and prototype keys", () => {
    const query: Record<string, string | string[]> = Object.fromEntries(params.map((param) => [param, ["-1", "5"]]));
    query["__proto__"] = "x";
    query["constructor"] = "y";
    query["<script>"] = "z";
    expect(parser.parse(query)).toEqual(defaults);
    expect(parser.parse(new URLSearchParams(params.map((param) => [param, "-1"])))).toEqual(defaults);
  });

  it("round-trips the defaults' query string", () => {
    expect(parser.parse(new URLSearchParams(parser.serialise(defaults)))).toEqual(defaults);
  });

  it("always gives inputs the schema accepts, whatever the query", () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ...HOSTILE,
        "0",
        "1",
        "3",
        "12",
        "100",
        "5000",
        "1,00,000",
        "years",
        "months",
        "days",
        "monthly",
        "quarterly",
        "yearly",
        "target",
        "lumpsum",
        "2020-01-01",
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom(...params),
      fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })),
    );
    fc.assert(
      fc.property(query, (q) => {
        expect(parser.accepts(parser.parse(q))).toBe(true);
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});

describe("the SIP query parser, field by field", () => {
  // The amount mode's inputs: the form's defaults without the target mode's amount.
  const { target: _target, ...defaults } = SIP_DEFAULTS;

  it("keeps the valid values and resets only the refused ones", () => {
    const query = { amount: "25,000", rate: "-12", duration: "15", unit: "years", stepup: "<b>10</b>" };
    expect(sipQueryState.parse(query)).toEqual({ ...defaults, amount: 25_000, duration: 15 });
  });

  it("takes a repeated key's first value, from Next's arrays and from URLSearchParams alike", () => {
    expect(sipQueryState.parse({ amount: ["5000", "7000"] })).toEqual({ ...defaults, amount: 5000 });
    expect(sipQueryState.parse(new URLSearchParams("amount=5000&amount=7000"))).toEqual({ ...defaults, amount: 5000 });
  });

  it("resets a duration and its unit together when they clash (60 years)", () => {
    expect(sipQueryState.parse({ duration: "60", unit: "years", rate: "10" })).toEqual({
      ...defaults,
      annualRatePct: 10,
    });
  });

  it("reads what the form writes", () => {
    const inputs = {
      ...defaults,
      amount: 1234.5,
      annualRatePct: 0.1,
      frequency: "quarterly" as const,
      duration: 9,
      durationUnit: "months" as const,
    };
    expect(sipQueryState.parse(new URLSearchParams(serialiseQueryState(inputs, sipQueryState.codec)))).toEqual(inputs);
  });
});
