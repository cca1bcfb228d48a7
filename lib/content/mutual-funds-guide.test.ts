import raw from "@/content/mutual-funds-guide.json";
import { MUTUAL_FUNDS_GUIDE, mutualFundsGuideSchema } from "@/lib/content/mutual-funds-guide";

const allAnswers = (groupId: string) =>
  MUTUAL_FUNDS_GUIDE.faqGroups
    .find((group) => group.id === groupId)
    ?.faqs.map((f) => f.answer)
    .join("\n") ?? "";

describe("content/mutual-funds-guide.json", () => {
  it("loads with its sections, two FAQ lists and distinct entry points", () => {
    expect(MUTUAL_FUNDS_GUIDE.sections.length).toBeGreaterThanOrEqual(5);
    expect(MUTUAL_FUNDS_GUIDE.faqGroups.map((g) => g.heading)).toEqual(["Mutual funds FAQs", "Equity funds FAQs"]);
    const ids = MUTUAL_FUNDS_GUIDE.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links to every section of the site", () => {
    expect(MUTUAL_FUNDS_GUIDE.entryPoints.map((e) => e.href).sort()).toEqual(
      [
        "/mutual-funds/mutual-fund-screener",
        "/mutual-funds/compare-mutual-funds",
        "/mutual-funds/categories",
        "/mutual-funds/new-fund-offers",
        "/mutual-funds/asset-management-companies",
        "/mutual-funds/baskets",
        "/calculators",
      ].sort(),
    );
  });

  it("states the ELSS deduction and lock-in, the equity horizon and the review interval", () => {
    const equity = allAnswers("equity-fund-faqs");
    expect(equity).toMatch(/ELSS[^\n]*deduction of up to ₹1\.5 lakh a year under section 80C[^\n]*old tax regime/);
    expect(equity).toMatch(/3-year lock-in/);
    expect(equity).toMatch(/Hold equity funds for at least 5 years/);
    expect(allAnswers("mutual-fund-faqs")).toMatch(/Review your funds every 6 to 12 months/);
  });

  it("refuses a broken copy, naming the field", () => {
    const broken = JSON.parse(JSON.stringify(raw)) as typeof raw;
    broken.faqGroups[1]!.faqs[0]!.question = "No question mark";
    const result = mutualFundsGuideSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["faqGroups", 1, "faqs", 0, "question"]);
  });

  it("refuses an entry point that is not a site path", () => {
    const broken = { ...raw, entryPoints: [{ ...raw.entryPoints[0]!, href: "https://example.com" }] };
    const result = mutualFundsGuideSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["entryPoints", 0, "href"]);
  });
});
