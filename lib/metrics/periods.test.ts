import { nullPeriodValues, PERIOD_KEYS } from "@/lib/metrics/periods";

describe("nullPeriodValues", () => {
  it("has every period key, in display order, each null", () => {
    const values = nullPeriodValues();
    expect(Object.keys(values)).toEqual([...PERIOD_KEYS]);
    expect(Object.values(values).every((value) => value === null)).toBe(true);
    expect(JSON.stringify(values)).toBe(
      '{"1m":null,"3m":null,"6m":null,"1y":null,"3y":null,"5y":null,"10y":null,"max":null}',
    );
  });

  it("is a fresh record on every call", () => {
    const first = nullPeriodValues();
    first["1y"] = 12.5;
    expect(nullPeriodValues()["1y"]).toBeNull();
  });
});
