import { describeFromColumns, describeFromName, resolveIdcwOption } from "./plan-option";

describe("describeFromColumns (daily-8)", () => {
  it.each([
    // [name, Plan, Option] -> [displayName, schemeName, plan, option, frequency]
    [
      ["Aditya Birla Sun Life Banking & PSU Debt Fund", "Direct Plan", "IDCW-Re-investment"],
      [
        "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - IDCW - Re-investment",
        "Aditya Birla Sun Life Banking & PSU Debt Fund",
        "Direct",
        "IDCW Reinvestment",
        null,
      ],
    ],
    [
      ["Aditya Birla Sun Life Banking & PSU Debt Fund", "Direct Plan", "MONTHLY DCW Payout"],
      [
        "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - Monthly DCW Payout",
        "Aditya Birla Sun Life Banking & PSU Debt Fund",
        "Direct",
        "IDCW Payout",
        "Monthly",
      ],
    ],
    [
      ["Axis Banking & PSU Debt Fund", "Regular Plan", "Growth option"],
      [
        "Axis Banking & PSU Debt Fund - Regular Plan - Growth option",
        "Axis Banking & PSU Debt Fund",
        "Regular",
        "Growth",
        null,
      ],
    ],
    [
      ["Axis Banking & PSU Debt Fund", "Direct Plan", "Bonus Option"],
      [
        "Axis Banking & PSU Debt Fund - Direct Plan - Bonus Option",
        "Axis Banking & PSU Debt Fund",
        "Direct",
        "Bonus",
        null,
      ],
    ],
    // Both columns blank and a bare name: AMFI says nothing about plan or option (such rows include direct plans).
    [
      ["SBI Large Cap Fund", "", ""],
      ["SBI Large Cap Fund", "SBI Large Cap Fund", null, null, null],
    ],
    [
      ["ICICI Prudential Liquid Fund-", "", ""],
      ["ICICI Prudential Liquid Fund", "ICICI Prudential Liquid Fund", null, null, null],
    ],
    // Option blank, Plan given.
    [
      ["Nippon India ETF Nifty 100", "Direct Plan", ""],
      ["Nippon India ETF Nifty 100 - Direct Plan", "Nippon India ETF Nifty 100", "Direct", null, null],
    ],
    // Plan blank, Option given: a legacy non-direct plan, so Regular.
    [
      ["BARODA BNP PARIBAS CORPORATE BOND FUND", "", "Growth Option"],
      [
        "Baroda BNP Paribas Corporate Bond Fund - Growth Option",
        "BARODA BNP PARIBAS CORPORATE BOND FUND",
        "Regular",
        "Growth",
        null,
      ],
    ],
    [
      ["Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking & PSU Debt Fund)", "", "Retail GROWTH"],
      [
        "Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking & PSU Debt Fund) - Retail Growth",
        "Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking & PSU Debt Fund)",
        "Regular",
        "Growth",
        null,
      ],
    ],
    // The name still carries plan and option while the columns are blank: the name is used.
    [
      ["SBI Large Cap Fund - Direct Plan - Growth", "", ""],
      ["SBI Large Cap Fund - Direct Plan - Growth", "SBI Large Cap Fund", "Direct", "Growth", null],
    ],
    // Option "IDCW" leaves out what the name says.
    [
      [
        "Sundaram Overnight Fund - Daily Reinvestment of IDCW",
        "Direct Plan",
        "IDCW (Income Distribution CUM Capital Withdrawal)",
      ],
      [
        "Sundaram Overnight Fund - Daily Reinvestment of IDCW",
        "Sundaram Overnight Fund",
        "Direct",
        "IDCW Reinvestment",
        "Daily",
      ],
    ],
    // Unclaimed-amount plans are no option of the scheme.
    [
      ["BANDHAN LIQUID Fund", "", "Unclaimed IDCW Less than 3 years"],
      ["Bandhan Liquid Fund - Unclaimed IDCW Less than 3 years", "BANDHAN LIQUID Fund", "Regular", null, null],
    ],
  ] as const)("%p", ([name, plan, option], [displayName, schemeName, planType, expectedOption, idcwFrequency]) => {
    expect(describeFromColumns(name, plan, option)).toMatchObject({
      displayName,
      schemeName,
      planType,
      option: expectedOption,
      idcwFrequency,
    });
  });
});

describe("describeFromName (daily-6, history-8)", () => {
  it("treats a name without 'Direct' as the regular plan", () => {
    expect(describeFromName("Nippon India ETF Nifty 50 BeES").planType).toBe("Regular");
    expect(describeFromName("Axis Liquid Fund - Retail Plan - Growth Option").planType).toBe("Regular");
  });

  it("leaves the option null when the name does not state one", () => {
    expect(describeFromName("Nippon India ETF Nifty 50 BeES").option).toBeNull();
  });
});

describe("resolveIdcwOption", () => {
  it.each([
    ["IDCW", "INF209KA12Z1", "INF209KA13Z9", "IDCW Payout"],
    ["IDCW", "INF209K01YM2", "-", "IDCW Payout"],
    ["IDCW", "-", "INF846K01CU0", "IDCW Reinvestment"],
    ["IDCW", "", "INF846K01CU0", "IDCW Reinvestment"],
    ["IDCW", "-", "-", "IDCW Payout"],
    ["IDCW Reinvestment", "INF209KA12Z1", "-", "IDCW Reinvestment"],
    ["IDCW Payout", "-", "INF846K01CU0", "IDCW Payout"],
    ["Growth", "INF209KA12Z1", "-", "Growth"],
    [null, "INF209KA12Z1", "-", null],
  ] as const)("%p with ISINs %p / %p -> %p", (option, growth, reinvestment, expected) => {
    expect(resolveIdcwOption(option, growth, reinvestment)).toBe(expected);
  });
});
