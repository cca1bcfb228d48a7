import { readPrintedName } from "@/lib/cas/resolve/printed-name";

describe("readPrintedName", () => {
  const read = (name: string) => {
    const r = readPrintedName(name);
    return [r.plan, r.option, r.frequency];
  };

  it("reads the plan type and option from the printed name, old names included", () => {
    expect(read("Axis Long Term Equity Fund - Direct Growth")).toEqual(["Direct", "Growth", null]);
    expect(read("Aditya Birla Sun Life Floating Rate Fund - Growth-Regular Plan")).toEqual(["Regular", "Growth", null]);
    expect(read("HDFC Short Term Debt Fund - Regular Plan - Fortnightly Dividend  - Reinvest")).toEqual([
      "Regular",
      "IDCW Reinvestment",
      "Fortnightly",
    ]);
    expect(read("HDFC Low Duration Fund - Regular Plan - Monthly IDCW#  - Reinvest")).toEqual([
      "Regular",
      "IDCW Reinvestment",
      "Monthly",
    ]);
    expect(read("Alpha Bond Fund - Direct Plan - Dividend Payout")).toEqual(["Direct", "IDCW Payout", null]);
    expect(read("Alpha Bond Fund - Regular Plan - Bonus")).toEqual(["Regular", "Bonus", null]);
    expect(read("Alpha Bond Fund - Direct Plan - Quarterly Dividend")).toEqual(["Direct", "IDCW", "Quarterly"]);
  });

  it("leaves the plan open when the name prints neither Direct nor Regular, and takes one without an IDCW word as growth", () => {
    // KFintech prints the direct plan of Quant Active Fund (AMFI 120823) so: the name alone is not proof of a regular plan.
    expect(read("Quant Active Fund - Growth")).toEqual([null, "Growth", null]);
    expect(read("Franklin India Prima Fund - GROWTH")).toEqual([null, "Growth", null]);
    expect(read("NIPPON INDIA TAX SAVER (ELSS) FUND - GROWTH PLAN - GROWTH OPTION")).toEqual([null, "Growth", null]);
    expect(read("Parag Parikh Long Term Equity Fund - Direct Plan")).toEqual(["Direct", "Growth", null]);
  });

  it("replaces an old fund name by the current one, keeping the plan", () => {
    const r = readPrintedName("HDFC Cash Management Fund - Direct Savings Plan - Weekly IDCW# - Payout");
    expect([r.name, r.plan, r.option, r.frequency]).toEqual([
      "HDFC Money Market Fund - Direct Plan - Weekly IDCW# - Payout",
      "Direct",
      "IDCW Payout",
      "Weekly",
    ]);
    expect(readPrintedName("Beta Growth Fund - Direct Growth", [["Beta Growth Fund", "Alpha Fund"]]).name).toBe(
      "Alpha Fund - Direct Growth",
    );
  });
});
