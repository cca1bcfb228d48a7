import raw from "@/content/calculator-landings.json";
import { fdQueryState, lumpsumQueryState, sipQueryState, swpQueryState, type QueryState } from "@/lib/calculators";
import {
  CALCULATOR_LANDINGS,
  LANDING_CALCULATOR_IDS,
  calculatorLandings,
  findCalculatorLanding,
  parseCalculatorLandings,
  type LandingCalculatorId,
} from "@/lib/content/calculator-landings";
import { calculatorContent } from "@/lib/content/calculators";

/** A landing's query read by the server and written back by the form, and the calculator's default inputs' query. */
function roundTrip<T>(state: QueryState<T>) {
  return {
    rewrite: (query: string) => state.serialise(state.parse(new URLSearchParams(query))),
    defaultQuery: state.serialise(state.parse({})),
  };
}

const ROUND_TRIPS: Record<LandingCalculatorId, ReturnType<typeof roundTrip>> = {
  sip: roundTrip(sipQueryState),
  lumpsum: roundTrip(lumpsumQueryState),
  swp: roundTrip(swpQueryState),
  fd: roundTrip(fdQueryState),
};

const sip = (inputs: Record<string, unknown>) => ({ calculator: "sip", inputs });

describe("content/calculator-landings.json", () => {
  it("parses, with a few landings for each calculator that has them", () => {
    expect(CALCULATOR_LANDINGS).toHaveLength(raw.landings.length);
    for (const id of LANDING_CALCULATOR_IDS) expect(calculatorLandings(id).length).toBeGreaterThanOrEqual(2);
    expect(calculatorLandings("mf")).toEqual([]);
  });

  it("gives each landing its own address, heading, title and description", () => {
    for (const key of ["href", "heading", "title", "description"] as const) {
      expect(new Set(CALCULATOR_LANDINGS.map((landing) => landing[key])).size).toBe(CALCULATOR_LANDINGS.length);
    }
  });

  it("puts each landing at its calculator's path with a query the server reads back to the same inputs", () => {
    for (const landing of CALCULATOR_LANDINGS) {
      const [path, query] = landing.href.split("?");
      expect(path).toBe(calculatorContent(landing.calculator).path);
      expect(query).toBe(landing.query);
      const { rewrite, defaultQuery } = ROUND_TRIPS[landing.calculator];
      // The form writes the same query back, so the address does not change when the page loads.
      expect(rewrite(landing.query)).toBe(landing.query);
      expect(landing.query).not.toBe(defaultQuery);
    }
  });
});

describe("parseCalculatorLandings", () => {
  it("fills the inputs a landing leaves out from the calculator's defaults and derives its copy", () => {
    const [landing] = parseCalculatorLandings({ landings: [sip({ amount: 5000 })] });
    expect(landing).toMatchObject({
      calculator: "sip",
      heading: "SIP of ₹5,000 a month for 10 years at 12%",
      query: "mode=amount&amount=5000&rate=12&frequency=monthly&timing=start&duration=10&unit=years&stepup=0",
      href: "/calculators/systematic-investment-plan?mode=amount&amount=5000&rate=12&frequency=monthly&timing=start&duration=10&unit=years&stepup=0",
    });
  });

  it.each<[string, unknown, string]>([
    ["a missing list", {}, "landings: "],
    ["an empty list", { landings: [] }, "landings: "],
    ["an unknown key", { landings: [sip({ amount: 5000 })], note: "x" }, "(root): "],
    [
      "a calculator without landings",
      { landings: [{ calculator: "mf", inputs: { amount: 5000 } }] },
      "landings.0.calculator: ",
    ],
    [
      "an unknown input",
      { landings: [sip({ amount: 5000, rate: 12 })] },
      "landings.0.inputs.rate: not an input of the sip calculator",
    ],
    [
      "an amount out of range",
      { landings: [sip({ amount: 50 })] },
      "landings.0.inputs.amount: Enter an amount between ₹100 and ₹1,00,00,000",
    ],
    [
      "a value of the wrong type",
      { landings: [sip({ amount: "5000" })] },
      "landings.0.inputs.amount: Enter an amount between ₹100 and ₹1,00,00,000",
    ],
    ["an unknown option", { landings: [sip({ amount: 5000, frequency: "weekly" })] }, "landings.0.inputs.frequency: "],
    [
      "clashing inputs",
      { landings: [sip({ amount: 5000, frequency: "yearly", duration: 18, durationUnit: "months" })] },
      "landings.0.inputs.duration: With a yearly frequency",
    ],
    [
      "the calculator's defaults",
      { landings: [sip({ amount: 10_000 })] },
      "landings.0.inputs: these are the calculator's default inputs",
    ],
    [
      "the same inputs twice",
      { landings: [sip({ amount: 5000 }), sip({ amount: 5000, annualRatePct: 12 })] },
      "landings.1.inputs: the same inputs as an earlier landing",
    ],
  ])("refuses %s, naming the file and the field", (_, data, message) => {
    expect(() => parseCalculatorLandings(data)).toThrow(`content/calculator-landings.json is invalid: ${message}`);
  });
});

describe("findCalculatorLanding", () => {
  const landings = parseCalculatorLandings({
    landings: [
      sip({ amount: 5000 }),
      sip({ amount: 5000, duration: 20 }),
      { calculator: "lumpsum", inputs: { duration: 5 } },
    ],
  });
  const [first, second, lumpsum] = landings;

  it("finds the landing whose address the query is exactly, in any order", () => {
    expect(findCalculatorLanding("sip", new URLSearchParams(first?.query), landings)).toBe(first);
    const reversed = Object.fromEntries([...new URLSearchParams(second?.query)].reverse());
    expect(findCalculatorLanding("sip", reversed, landings)).toBe(second);
    expect(findCalculatorLanding("lumpsum", new URLSearchParams(lumpsum?.query), landings)).toBe(lumpsum);
  });

  it("finds none for the same inputs written another way, another calculator's query, or no query", () => {
    expect(findCalculatorLanding("sip", { amount: "5000" }, landings)).toBeUndefined();
    expect(findCalculatorLanding("sip", new URLSearchParams(`${first?.query}&utm_source=x`), landings)).toBeUndefined();
    expect(
      findCalculatorLanding("sip", new URLSearchParams(first?.query.replace("amount=5000", "amount=5,000")), landings),
    ).toBeUndefined();
    expect(findCalculatorLanding("lumpsum", new URLSearchParams(first?.query), landings)).toBeUndefined();
    expect(findCalculatorLanding("sip", {}, landings)).toBeUndefined();
  });
});
