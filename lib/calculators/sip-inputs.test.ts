import fc from "fast-check";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { checkQueryState } from "@/lib/calculators/query-test-support";
import { SIP_DEFAULTS, sipQueryState, runSip, sipInputsSchema } from "@/lib/calculators";

const valid = (overrides: Partial<typeof SIP_DEFAULTS>) => ({ ...SIP_DEFAULTS, ...overrides });
const errorsOf = (draft: unknown) => validateInputs(sipInputsSchema, draft).errors;

describe("SIP inputs", () => {
  it("accepts the defaults", () => {
    expect(validateInputs(sipInputsSchema, SIP_DEFAULTS).ok).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["an empty amount", { amount: null }, "amount", "Enter an amount between ₹100 and ₹1,00,00,000"],
    ["₹99", { amount: 99 }, "amount", "Enter an amount between ₹100 and ₹1,00,00,000"],
    ["over ₹1 crore", { amount: 1e7 + 1 }, "amount", "Enter an amount between ₹100 and ₹1,00,00,000"],
    [
      "a target under ₹1,000",
      { mode: "target", target: 999 },
      "target",
      "Enter an amount between ₹1,000 and ₹10,00,00,00,000",
    ],
    ["a 50.1% return", { annualRatePct: 50.1 }, "annualRatePct", "Enter an expected return between 0% and 50%"],
    ["an empty return", { annualRatePct: null }, "annualRatePct", "Enter an expected return between 0% and 50%"],
    ["a 51% step-up", { stepUpPct: 51 }, "stepUpPct", "Enter a yearly step-up between 0% and 50%"],
    ["41 years", { duration: 41 }, "duration", "Enter a duration between 1 and 40 years (480 months)"],
    [
      "481 months",
      { duration: 481, durationUnit: "months" },
      "duration",
      "Enter a duration between 1 and 40 years (480 months)",
    ],
    ["2.5 years", { duration: 2.5 }, "duration", "Enter a duration between 1 and 40 years (480 months)"],
    [
      "0 months",
      { duration: 0, durationUnit: "months" },
      "duration",
      "Enter a duration between 1 and 40 years (480 months)",
    ],
    [
      "10 months of quarterly instalments",
      { duration: 10, durationUnit: "months", frequency: "quarterly" },
      "duration",
      "With a quarterly frequency, enter the duration in whole quarters (a multiple of 3 months)",
    ],
    [
      "18 months of yearly instalments",
      { duration: 18, durationUnit: "months", frequency: "yearly" },
      "duration",
      "With a yearly frequency, enter the duration in whole years (a multiple of 12 months)",
    ],
  ])("refuses %s with the message under the field", (_, overrides, field, message) => {
    expect(errorsOf(valid(overrides as Partial<typeof SIP_DEFAULTS>))).toEqual({ [field]: message });
  });

  it("ignores the hidden amount of the other mode", () => {
    expect(validateInputs(sipInputsSchema, valid({ mode: "target", amount: null as unknown as number })).ok).toBe(true);
    expect(validateInputs(sipInputsSchema, valid({ mode: "amount", target: -1 })).ok).toBe(true);
  });

  it("accepts the boundaries: ₹100 and ₹1 crore, 0% and 50%, 1 month and 40 years", () => {
    for (const overrides of [
      { amount: 100, annualRatePct: 0, duration: 1, durationUnit: "months" as const },
      { amount: 1e7, annualRatePct: 50, stepUpPct: 50, duration: 40 },
      { frequency: "yearly" as const, duration: 480, durationUnit: "months" as const },
    ]) {
      expect(validateInputs(sipInputsSchema, valid(overrides)).ok).toBe(true);
    }
  });
});

describe("runSip", () => {
  it("in target mode finds the instalment that reaches the target", () => {
    const inputs = sipInputsSchema.parse(valid({ mode: "target", target: 1e7 }));
    const outcome = runSip(inputs);
    expect(outcome.instalment).toBeCloseTo(43040.6, 0);
    expect(outcome.result.totalValue).toBeCloseTo(1e7, 5);
  });

  it("in target mode with month-end instalments needs ₹43,471 for ₹1 crore in 10 years at 12% (issue 37, 13)", () => {
    const outcome = runSip(sipInputsSchema.parse(valid({ mode: "target", timing: "end" })));
    expect(outcome.instalment).toBeCloseTo(43470.95, 1);
    expect(outcome.result.totalValue).toBeCloseTo(1e7, 4);
    expect(sipQueryState.parse({ mode: "target", timing: "end" }).timing).toBe("end");
  });

  it("in amount mode uses the instalment entered, with the duration in months", () => {
    const outcome = runSip(sipInputsSchema.parse(valid({ duration: 120, durationUnit: "months" })));
    expect(outcome.instalment).toBe(10_000);
    expect(outcome.result.totalValue).toBeCloseTo(2323390.76, 2);
  });
});

describe("SIP URL state", () => {
  it("writes every input of the mode", () => {
    expect(sipQueryState.serialise(sipInputsSchema.parse(SIP_DEFAULTS))).toBe(
      "mode=amount&amount=10000&rate=12&frequency=monthly&timing=start&duration=10&unit=years&stepup=0",
    );
    expect(sipQueryState.serialise(sipInputsSchema.parse(valid({ mode: "target" })))).toBe(
      "mode=target&target=10000000&rate=12&frequency=monthly&timing=start&duration=10&unit=years&stepup=0",
    );
  });

  it("reads back exactly what it wrote, and reads any query string as valid inputs", () => {
    checkQueryState({
      state: sipQueryState,
      inputs: fc
        .record({
          mode: fc.constantFrom("amount", "target"),
          amount: fc.double({ min: 100, max: 1e7, noNaN: true }),
          target: fc.double({ min: 1000, max: 1e10, noNaN: true }),
          annualRatePct: fc.double({ min: 0, max: 50, noNaN: true }),
          frequency: fc.constantFrom("monthly", "quarterly", "yearly"),
          timing: fc.constantFrom("end", "start"),
          years: fc.integer({ min: 1, max: 40 }),
          durationUnit: fc.constantFrom("years", "months"),
          stepUpPct: fc.double({ min: 0, max: 50, noNaN: true }),
        })
        .map(({ years, ...form }) => ({ ...form, duration: form.durationUnit === "months" ? years * 12 : years })),
      params: ["mode", "amount", "target", "rate", "frequency", "timing", "duration", "unit", "stepup"],
    });
  });

  it("falls back to the defaults for missing, malformed or out-of-range values", () => {
    const defaults = sipInputsSchema.parse(SIP_DEFAULTS);
    expect(sipQueryState.parse({})).toEqual(defaults);
    expect(
      sipQueryState.parse({
        mode: "both",
        amount: "abc",
        rate: "-5",
        frequency: "weekly",
        timing: "middle",
        unit: "days",
        stepup: "1e3",
      }),
    ).toEqual(defaults);
    expect(sipQueryState.parse({ amount: "1,00,00,001" })).toEqual(defaults);
    expect(sipQueryState.parse({ amount: "25,000", rate: "14.5" })).toEqual({
      ...defaults,
      amount: 25_000,
      annualRatePct: 14.5,
    });
  });

  it("resets a duration that does not fit its unit or frequency together with its unit", () => {
    expect(sipQueryState.parse({ frequency: "yearly", unit: "months", duration: "18" })).toEqual(
      sipInputsSchema.parse(valid({ frequency: "yearly" })),
    );
    expect(sipQueryState.parse({ unit: "months", duration: "60" })).toEqual(
      sipInputsSchema.parse(valid({ duration: 60, durationUnit: "months" })),
    );
  });
});

describe("SIP field errors", () => {
  it("are keyed by the fields of every mode", () => {
    const validation = validateInputs(sipInputsSchema, { ...SIP_DEFAULTS, mode: "target", target: 1 });
    const message: string | undefined = validation.errors.target;
    expect(message).toBe("Enter an amount between ₹1,000 and ₹10,00,00,00,000");
    expect(validation.errors.amount).toBeUndefined();
  });
});
