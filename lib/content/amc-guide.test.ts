import raw from "@/content/amc-guide.json";
import { AMC_GUIDE, amcGuideSchema } from "@/lib/content/amc-guide";

describe("content/amc-guide.json", () => {
  it("holds six functions and six criteria with distinct titles", () => {
    expect(AMC_GUIDE.functions).toHaveLength(6);
    expect(AMC_GUIDE.criteria).toHaveLength(6);
    expect(new Set(AMC_GUIDE.functions.map((f) => f.title)).size).toBe(6);
    expect(new Set(AMC_GUIDE.criteria.map((c) => c.title)).size).toBe(6);
  });

  it("refuses a file with a missing card, naming the field", () => {
    const broken = { ...raw, criteria: raw.criteria.slice(0, 5) };
    const result = amcGuideSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["criteria"]);
  });
});
