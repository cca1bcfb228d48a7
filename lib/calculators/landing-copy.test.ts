import { FD_DEFAULTS } from "@/lib/calculators/fixed-deposit-form";
import {
  amountText,
  durationText,
  fdLandingCopy,
  lumpsumLandingCopy,
  sipLandingCopy,
  swpLandingCopy,
} from "@/lib/calculators/landing-copy";
import { SIP_DEFAULTS } from "@/lib/calculators/sip-form";
import { formatInr } from "@/lib/format";

// Results are computed here by the closed forms of each calculator's written convention (or a plain
// loop), independently of the modules, and written as the page writes money: whole rupees.
const rupees = (value: number) => formatInr(value, { fractionDigits: 0 });
const { target: _target, ...SIP_AMOUNT_DEFAULTS } = SIP_DEFAULTS;

/** Annuity due: instalments at the start of each month, rate r/12. */
function sipValue(instalment: number, annualPct: number, months: number): number {
  const i = annualPct / 1200;
  return instalment * (((1 + i) ** months - 1) / i) * (1 + i);
}

describe("amountText", () => {
  it.each([
    [500, "₹500"],
    [5000, "₹5,000"],
    [1234.5, "₹1,234.5"],
    [1_00_000, "₹1 lakh"],
    [2_50_000, "₹2.5 lakh"],
    [1_23_456, "₹1,23,456"],
    [50_00_000, "₹50 lakh"],
    [1_00_00_000, "₹1 crore"],
    [1_50_00_000, "₹1.5 crore"],
    [1_23_45_678, "₹1,23,45,678"],
  ])("writes %p as %p", (value, text) => expect(amountText(value)).toBe(text));
});

describe("durationText", () => {
  it.each<[number, Parameters<typeof durationText>[1], string]>([
    [1, "years", "1 year"],
    [10, "years", "10 years"],
    [1, "months", "1 month"],
    [18, "months", "18 months"],
    [444, "days", "444 days"],
  ])("writes %p %s as %p", (duration, unit, text) => expect(durationText(duration, unit)).toBe(text));
});

describe("sipLandingCopy", () => {
  it("names a monthly SIP's inputs and quotes its value, invested amount and gains", () => {
    const copy = sipLandingCopy({
      ...SIP_AMOUNT_DEFAULTS,
      mode: "amount",
      amount: 5000,
      annualRatePct: 12,
      duration: 10,
      durationUnit: "years",
    });
    const value = sipValue(5000, 12, 120);
    expect(copy.heading).toBe("SIP of ₹5,000 a month for 10 years at 12%");
    expect(copy.title).toBe("SIP of ₹5,000 a month for 10 years at 12%: SIP calculator");
    expect(copy.description).toBe(
      `A SIP of ₹5,000 a month for 10 years at an expected 12% a year grows to ${rupees(value)}: ₹6,00,000 invested and ${rupees(value - 6_00_000)} in estimated gains.`,
    );
    // Half of Groww's ₹23,23,391 for ₹10,000 a month.
    expect(rupees(value)).toBe("₹11,61,695");
  });

  it("names the frequency, months and a step-up", () => {
    const copy = sipLandingCopy({
      ...SIP_AMOUNT_DEFAULTS,
      mode: "amount",
      amount: 15_000,
      frequency: "quarterly",
      annualRatePct: 10.5,
      duration: 18,
      durationUnit: "months",
      stepUpPct: 10,
    });
    expect(copy.heading).toBe("SIP of ₹15,000 a quarter for 18 months at 10.5% with a 10% yearly step-up");
  });

  it("in target mode, names the target and quotes the monthly SIP it needs", () => {
    const copy = sipLandingCopy({
      ...SIP_AMOUNT_DEFAULTS,
      mode: "target",
      target: 1_00_00_000,
      annualRatePct: 12,
      duration: 15,
      durationUnit: "years",
    });
    const instalment = 1_00_00_000 / sipValue(1, 12, 180);
    expect(copy.heading).toBe("SIP for ₹1 crore in 15 years at 12%");
    expect(copy.description).toBe(
      `To reach ₹1 crore in 15 years at an expected 12% a year, start a SIP of ${rupees(instalment)} a month: ${rupees(instalment * 180)} invested and ${rupees(1_00_00_000 - instalment * 180)} in estimated gains.`,
    );
  });
});

describe("lumpsumLandingCopy", () => {
  it("names the amount in lakh and quotes the yearly-compounded value", () => {
    const copy = lumpsumLandingCopy({ amount: 5_00_000, annualRatePct: 12, duration: 10, durationUnit: "years" });
    const value = 5_00_000 * 1.12 ** 10;
    expect(copy.heading).toBe("Lumpsum of ₹5 lakh for 10 years at 12%");
    expect(copy.description).toBe(
      `₹5 lakh invested once for 10 years at an expected 12% a year grows to ${rupees(value)}: ${rupees(value - 5_00_000)} in estimated gains.`,
    );
  });
});

describe("fdLandingCopy", () => {
  it("names the deposit and quotes the quarterly-compounded maturity value and interest", () => {
    const copy = fdLandingCopy({
      ...FD_DEFAULTS,
      principal: 10_00_000,
      annualRatePct: 7,
      compounding: "quarterly",
      tenure: 5,
      tenureUnit: "years",
    });
    const value = 10_00_000 * (1 + 0.07 / 4) ** 20;
    expect(copy.heading).toBe("FD of ₹10 lakh for 5 years at 7%");
    expect(copy.title).toBe("FD of ₹10 lakh for 5 years at 7%: Fixed deposit calculator");
    expect(copy.description).toBe(
      `A fixed deposit of ₹10 lakh for 5 years at 7% a year, compounded quarterly, matures at ${rupees(value)}: ${rupees(value - 10_00_000)} in interest.`,
    );
  });

  it("with simple interest, quotes the interest paid out", () => {
    const copy = fdLandingCopy({
      principal: 2_00_000,
      annualRatePct: 6.5,
      compounding: "simple",
      tenure: 3,
      tenureUnit: "years",
    });
    expect(copy.description).toBe(
      `A fixed deposit of ₹2 lakh for 3 years at 6.5% a year, with simple interest paid out, pays ${rupees(39_000)} in interest over the term.`,
    );
  });
});

describe("swpLandingCopy", () => {
  it("quotes what is paid and left when the corpus lasts", () => {
    const copy = swpLandingCopy({
      corpus: 1_00_00_000,
      withdrawal: 50_000,
      annualRatePct: 8,
      frequency: "monthly",
      rateBasis: "nominal",
      timing: "end",
      duration: 20,
      durationUnit: "years",
    });
    // Growth credited at the end of each month, then the withdrawal.
    const g = (1 + 0.08 / 12) ** 240;
    const left = 1_00_00_000 * g - 50_000 * ((g - 1) / (0.08 / 12));
    expect(copy.heading).toBe("SWP of ₹50,000 a month from ₹1 crore for 20 years at 8%");
    expect(copy.description).toBe(
      `Withdrawing ₹50,000 a month for 20 years from ₹1 crore earning an expected 8% a year pays ${rupees(50_000 * 240)} in all and leaves ${rupees(left)}.`,
    );
  });

  it("names the month the money runs out", () => {
    const copy = swpLandingCopy({
      corpus: 50_00_000,
      withdrawal: 50_000,
      annualRatePct: 8,
      frequency: "monthly",
      rateBasis: "nominal",
      timing: "end",
      duration: 20,
      durationUnit: "years",
    });
    let balance = 50_00_000;
    let paid = 0;
    let month = 0;
    while (month < 240) {
      month += 1;
      balance *= 1 + 0.08 / 12;
      const withdrawal = Math.min(balance, 50_000);
      paid += withdrawal;
      balance -= withdrawal;
      if (withdrawal < 50_000) break;
    }
    expect(month).toBeLessThan(240);
    expect(copy.description).toBe(
      `Withdrawing ₹50,000 a month for 20 years from ₹50 lakh earning an expected 8% a year runs out in month ${month}, after paying ${rupees(paid)}.`,
    );
  });
});
