import { dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { seriesFromArrays, seriesFromPoints, seriesOwning } from "@/lib/metrics/nav-series";

describe("seriesFromPoints", () => {
  it("builds parallel typed arrays", () => {
    const series = seriesFromPoints([
      { date: "2024-01-01", nav: 10 },
      { date: "2024-01-02", nav: 10.5 },
    ]);
    expect(series.days).toBeInstanceOf(Int32Array);
    expect(series.navs).toBeInstanceOf(Float64Array);
    expect(Array.from(series.days)).toEqual([isoToDay("2024-01-01"), isoToDay("2024-01-02")]);
    expect(Array.from(series.navs)).toEqual([10, 10.5]);
  });

  it("sorts unordered points; on a repeated day the later point wins", () => {
    const series = seriesFromPoints([
      { date: "2024-01-03", nav: 3 },
      { date: "2024-01-01", nav: 1 },
      { date: "2024-01-03", nav: 33 },
      { date: "2024-01-02", nav: 2 },
    ]);
    expect(Array.from(series.days, dayToIso)).toEqual(["2024-01-01", "2024-01-02", "2024-01-03"]);
    expect(Array.from(series.navs)).toEqual([1, 2, 33]);
  });

  it("accepts an empty list", () => {
    expect(seriesFromPoints([]).days).toHaveLength(0);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("rejects NAV %p", (nav) => {
    expect(() => seriesFromPoints([{ date: "2024-01-01", nav }])).toThrow(RangeError);
  });

  it("rejects an invalid date", () => {
    expect(() => seriesFromPoints([{ date: "2024-02-30", nav: 1 }])).toThrow(RangeError);
  });
});

describe("seriesFromArrays", () => {
  it("copies the inputs", () => {
    const days = [100, 101];
    const navs = [1, 2];
    const series = seriesFromArrays(days, navs);
    days[0] = 5;
    navs[0] = 9;
    expect(Array.from(series.days)).toEqual([100, 101]);
    expect(Array.from(series.navs)).toEqual([1, 2]);
  });

  it("sorts and de-duplicates", () => {
    const series = seriesFromArrays(new Int32Array([3, 1, 2, 1]), new Float64Array([30, 10, 20, 11]));
    expect(Array.from(series.days)).toEqual([1, 2, 3]);
    expect(Array.from(series.navs)).toEqual([11, 20, 30]);
  });

  it("rejects mismatched lengths, fractional days and bad NAVs", () => {
    expect(() => seriesFromArrays([1, 2], [1])).toThrow(RangeError);
    expect(() => seriesFromArrays([1.5], [1])).toThrow(RangeError);
    expect(() => seriesFromArrays([1], [0])).toThrow(RangeError);
  });
});

describe("seriesOwning", () => {
  it("keeps the arrays it is given when their days ascend", () => {
    const days = new Int32Array([1, 2, 5]);
    const navs = new Float64Array([10, 10.5, 10.25]);
    const series = seriesOwning(days, navs);
    expect(series.days).toBe(days);
    expect(series.navs).toBe(navs);
  });

  it("sorts into new arrays, the later of a repeated day winning, as seriesFromArrays does", () => {
    const series = seriesOwning(new Int32Array([3, 1, 2, 1]), new Float64Array([30, 10, 20, 11]));
    expect([...series.days]).toEqual([1, 2, 3]);
    expect([...series.navs]).toEqual([11, 20, 30]);
  });

  it("rejects mismatched lengths and NAVs that are not positive numbers", () => {
    expect(() => seriesOwning(new Int32Array([1, 2]), new Float64Array([1]))).toThrow(RangeError);
    expect(() => seriesOwning(new Int32Array([1, 2]), new Float64Array([1, 0]))).toThrow(/day 2/);
    expect(() => seriesOwning(new Int32Array([1]), new Float64Array([Number.NaN]))).toThrow(RangeError);
  });
});
