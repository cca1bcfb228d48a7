import { riskLevelOf } from "./riskometer-wording";

describe("riskLevelOf", () => {
  it.each([
    ["Very High", "Very High"],
    ["Very High Risk", "Very High"],
    ["VERY HIGH", "Very High"],
    ["High", "High"],
    ["Moderately High Risk", "Moderately High"],
    ["Moderate", "Moderate"],
    ["Low to Moderate", "Low to Moderate"],
    ["Low-to-Moderate Risk", "Low to Moderate"],
    ["Moderately Low", "Low to Moderate"],
    ["Low", "Low"],
    ["Riskometer: Low Risk", "Low"],
    ["Investors understand that their principal will be at very high risk", "Very High"],
  ])("%s -> %s", (wording, level) => {
    expect(riskLevelOf(wording)).toBe(level);
  });

  it.each([null, undefined, "", " ", "-", "NA", "N.A.", "Not Available"])("%p means no riskometer", (wording) => {
    expect(riskLevelOf(wording)).toBeNull();
  });

  it.each(["Extreme", "Medium", "Highly Risky"])("%s is not a known wording", (wording) => {
    expect(riskLevelOf(wording)).toBeUndefined();
  });
});
