import { chartConfig, dayNumber } from "./chart-config";
import { REST_COLOUR, chartColour } from "./chart-types";

type Scale = { type?: string; min?: number; max?: number; ticks: { callback?: (value: number) => string } };

describe("chartConfig (issue 37, 11)", () => {
  const aum = {
    kind: "bar" as const,
    labels: ["Jun 30, 2023", "Jul 31, 2025"],
    dates: ["2023-06-30", "2025-07-31"],
    series: [{ label: "AUM", values: [1200.5, 1850] }],
  };

  it("counts days from 1970-01-01: 2023-06-30 is day 19,538 and 2025-07-31 day 20,300", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2023-06-30")).toBe(19_538);
    expect(dayNumber("2025-07-31")).toBe(20_300);
  });

  it("puts dated bars at their dates on a time axis: 762 days apart, not neighbours", () => {
    const config = chartConfig(aum, "crore");
    expect(config.type).toBe("bar");
    expect(config.data.labels).toBeUndefined();
    expect(config.data.datasets[0]!.data).toEqual([
      { x: 19_538, y: 1200.5 },
      { x: 20_300, y: 1850 },
    ]);
    const x = config.options.scales!.x as unknown as Scale;
    expect(x.type).toBe("linear");
    // A margin of max(31 days, 4% of the 762-day span = 30.48) either side.
    expect(x.min).toBe(19_538 - 31);
    expect(x.max).toBe(20_300 + 31);
    expect(x.ticks.callback!(19_538)).toBe("Jun'23");
    expect(x.ticks.callback!(20_300)).toBe("Jul'25");
    expect(config.data.datasets[0]).toMatchObject({ maxBarThickness: 14 });
  });

  it("keeps undated bars and lines on their labels", () => {
    const config = chartConfig({ ...aum, dates: undefined }, "crore");
    expect(config.data.labels).toEqual(aum.labels);
    expect(config.data.datasets[0]!.data).toEqual([1200.5, 1850]);
    expect((config.options.scales!.x as unknown as Scale).type).toBeUndefined();
  });

  it("draws a doughnut's rest of the whole grey, the groups in the palette", () => {
    const data = {
      kind: "doughnut" as const,
      labels: ["Sovereign", "Rest of the portfolio"],
      series: [{ label: "Weight", values: [0.1, 99.9] }],
    };
    expect(chartConfig({ ...data, rest: true }, "percent").data.datasets[0]!.backgroundColor).toEqual([
      chartColour(0),
      REST_COLOUR,
    ]);
    expect(chartConfig(data, "percent").data.datasets[0]!.backgroundColor).toEqual([chartColour(0), chartColour(1)]);
  });
});
