import { COST_INFLATION_INDEX, costInflationIndex } from "@/lib/capital-gains/cost-inflation-index";

describe("costInflationIndex", () => {
  it("gives the notified index of a financial year, the base year's before 2001-02, and null past the table", () => {
    expect(costInflationIndex("2001-02")).toBe(100);
    expect(costInflationIndex("2017-18")).toBe(272);
    expect(costInflationIndex("2024-25")).toBe(363);
    expect(costInflationIndex("1999-00")).toBe(100);
    expect(costInflationIndex("2030-31")).toBeNull();
  });

  it("rises every year, one entry a year from 2001-02", () => {
    const years = Object.keys(COST_INFLATION_INDEX);
    years.forEach((year, i) => expect(year).toBe(`${2001 + i}-${String((2002 + i) % 100).padStart(2, "0")}`));
    const values = Object.values(COST_INFLATION_INDEX);
    values.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(values[i]!));
  });
});
