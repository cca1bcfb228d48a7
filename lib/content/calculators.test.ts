import raw from "@/content/calculators.json";
import { cagrBetween } from "@/lib/calculators/cagr";
import { calculateFixedDeposit } from "@/lib/calculators/fixed-deposit";
import { calculateLumpsum } from "@/lib/calculators/lumpsum";
import { calculateSip } from "@/lib/calculators/sip";
import { SWP_CONVENTION } from "@/lib/calculators/swp";
import { SWP_DEFAULTS } from "@/lib/calculators/swp-form";
import {
  CALCULATOR_CATALOGUE,
  CALCULATOR_IDS,
  CALCULATORS_CONTENT,
  calculatorContent,
  calculatorsContentSchema,
  parseCalculatorsContent,
} from "@/lib/content/calculators";
import { formatInr, formatPercent } from "@/lib/format";
import { ROUTES } from "@/lib/routes/route-table";

const broken = () => JSON.parse(JSON.stringify(raw)) as typeof raw;
const firstIssuePath = (content: unknown) => calculatorsContentSchema.safeParse(content).error?.issues[0]?.path;

describe("content/calculators.json", () => {
  it("lists the seven calculators in the index's order, at their routes, titled as in the route table", () => {
    expect(CALCULATOR_CATALOGUE.map((c) => c.id)).toEqual([...CALCULATOR_IDS]);
    expect(CALCULATOR_CATALOGUE.map((c) => c.path)).toEqual([
      "/calculators/systematic-investment-plan",
      "/calculators/lumpsum-calculator",
      "/calculators/systematic-transfer-plan",
      "/calculators/systematic-withdrawal-plan",
      "/calculators/fixed-deposit-calculator",
      "/calculators/cagr-calculator",
      "/calculators/mutual-fund-calculator",
    ]);
    for (const entry of CALCULATOR_CATALOGUE) {
      expect(ROUTES.find((route) => route.path === entry.path)?.title).toBe(entry.title);
      expect(Object.keys(entry).sort()).toEqual(["description", "icon", "id", "path", "title"]);
    }
  });

  it("explains the SWP with the rate its default and its conventions use: effective, not the return divided into periods (issue 37, 8)", () => {
    expect(SWP_DEFAULTS.rateBasis).toBe("effective");
    const formula = calculatorContent("swp").formula.paragraphs.join(" ");
    expect(formula).toContain("(1 + r)^(1/12) − 1 a month");
    expect(SWP_CONVENTION).toContain("(1 + r)^(1/12) − 1");
    expect(formula).not.toMatch(/divided into equal periods/);
  });

  it("gives every calculator a formula explanation and 4 to 6 FAQs", () => {
    for (const id of CALCULATOR_IDS) {
      const content = calculatorContent(id);
      expect(content.formula.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(content.faqs.length).toBeGreaterThanOrEqual(4);
      expect(content.faqs.length).toBeLessThanOrEqual(6);
    }
    expect(CALCULATORS_CONTENT.lead.length).toBeGreaterThan(20);
  });

  it("quotes worked examples that the calculators reproduce", () => {
    const text = (id: (typeof CALCULATOR_IDS)[number]) => JSON.stringify(calculatorContent(id));
    const rupees = (value: number) => formatInr(value, { fractionDigits: 0 });
    const sip = calculateSip({
      instalment: 10_000,
      annualRatePct: 12,
      frequency: "monthly",
      months: 120,
      stepUpPct: 0,
    });
    expect(text("sip")).toContain(`about ${rupees(sip.totalValue)}, of which ${rupees(sip.invested)}`);
    expect(text("lumpsum")).toContain(
      `about ${rupees(calculateLumpsum({ amount: 1_00_000, annualRatePct: 12, months: 120 }).totalValue)}`,
    );
    const fd = calculateFixedDeposit({
      principal: 1_00_000,
      annualRatePct: 7,
      compounding: "quarterly",
      tenure: 5,
      tenureUnit: "years",
    });
    expect(text("fd")).toContain(`about ${rupees(fd.maturityValue)}`);
    expect(text("fd")).toContain(`about ${formatPercent(fd.effectiveAnnualYieldPct)}`);
    const fiveYears = cagrBetween({ startValue: 1, endValue: 2, months: 60 }).cagrPct;
    const tenYears = cagrBetween({ startValue: 1, endValue: 2, months: 120 }).cagrPct;
    expect(text("cagr")).toContain(`about ${formatPercent(fiveYears)}`);
    expect(text("cagr")).toContain(`about ${formatPercent(tenYears)}`);
  });

  it("refuses a broken copy, naming the file's field", () => {
    const noQuestionMark = broken();
    noQuestionMark.calculators[2]!.faqs[1]!.question = "No question mark";
    expect(firstIssuePath(noQuestionMark)).toEqual(["calculators", 2, "faqs", 1, "question"]);
    expect(() => parseCalculatorsContent(noQuestionMark)).toThrow(
      /^content\/calculators\.json is invalid: calculators\.2\.faqs\.1\.question: /,
    );
    expect(parseCalculatorsContent(raw)).toEqual(CALCULATORS_CONTENT);

    const badPath = broken();
    badPath.calculators[0]!.path = "/sip";
    expect(firstIssuePath(badPath)).toEqual(["calculators", 0, "path"]);

    const unknownIcon = broken();
    unknownIcon.calculators[4]!.icon = "piggy";
    expect(firstIssuePath(unknownIcon)).toEqual(["calculators", 4, "icon"]);

    const tooFewFaqs = broken();
    tooFewFaqs.calculators[1]!.faqs = tooFewFaqs.calculators[1]!.faqs.slice(0, 3);
    expect(firstIssuePath(tooFewFaqs)).toEqual(["calculators", 1, "faqs"]);

    const duplicate = broken();
    duplicate.calculators[6]!.id = "sip";
    expect(firstIssuePath(duplicate)).toEqual(["calculators", 6, "id"]);
  });
});
