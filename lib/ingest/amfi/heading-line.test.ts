import { categoryBySlug } from "./category-map";
import { classifyHeadingLine } from "./heading-line";

describe("classifyHeadingLine", () => {
  it.each([
    ["Axis Mutual Fund", "Axis Mutual Fund"],
    ["360 ONE Mutual Fund", "360 ONE Mutual Fund"],
    ["IL&FS Mutual Fund (IDF)", "IL&FS Mutual Fund (IDF)"],
    ["quant Mutual Fund", "quant Mutual Fund"],
    ["Aditya  Birla Sun Life Mutual Fund", "Aditya Birla Sun Life Mutual Fund"],
  ])("%p is the fund house %p", (line, amcName) => {
    expect(classifyHeadingLine(line)).toEqual({ kind: "amc", amcName });
  });

  it.each([
    [
      "Open Ended Schemes(Equity Scheme - Large Cap Fund)",
      "Open Ended",
      "Equity Scheme - Large Cap Fund",
      "equity-large-cap-fund",
    ],
    ["Close Ended Schemes(Income)", "Close Ended", "Income", "debt-other"],
    ["Interval Fund Schemes(Income)", "Interval", "Income", "debt-other"],
    ["Open Ended Schemes (Gilt)", "Open Ended", "Gilt", "debt-gilt-fund"],
    ["OPEN ENDED SCHEMES(Growth)", "Open Ended", "Growth", "equity-other"],
    ["Closed-Ended Schemes(ELSS)", "Close Ended", "ELSS", "equity-elss"],
    [
      "Open Ended Schemes(Exchange Traded Funds (ETFs) - Gold ETF)",
      "Open Ended",
      "Exchange Traded Funds (ETFs) - Gold ETF",
      "other-etfs",
    ],
    [
      "Open Ended Schemes(Solution Oriented Scheme - Children’s Fund)",
      "Open Ended",
      "Solution Oriented Scheme - Children’s Fund",
      "solution-oriented-childrens-fund",
    ],
  ])("%p is a category heading", (line, schemeType, rawCategoryHeading, slug) => {
    expect(classifyHeadingLine(line)).toEqual({
      kind: "category",
      schemeType,
      rawCategoryHeading,
      category: categoryBySlug(slug),
    });
  });

  it("reads a category heading of an unknown scheme type, and an unknown category", () => {
    expect(classifyHeadingLine("Fund of Funds Schemes(Income)")).toEqual({
      kind: "category",
      schemeType: null,
      rawCategoryHeading: "Income",
      category: categoryBySlug("debt-other"),
    });
    expect(classifyHeadingLine("Open Ended Schemes(Equity Scheme - Moonshot Fund)")).toEqual({
      kind: "category",
      schemeType: "Open Ended",
      rawCategoryHeading: "Equity Scheme - Moonshot Fund",
      category: null,
    });
  });
});
