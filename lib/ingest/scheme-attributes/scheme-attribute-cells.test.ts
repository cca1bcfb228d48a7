import { htmlText } from "@/lib/ingest/scheme-attributes/html-text";
import { idcwPlanOf } from "@/lib/ingest/scheme-attributes/idcw-plan-match";
import { benchmarkFromFields, statedNumber } from "@/lib/ingest/scheme-attributes/motilal-scheme-data";
import { recordDateOf } from "@/lib/ingest/scheme-attributes/uti-idcw-file";
import { sheetMonthEnd } from "@/lib/ingest/scheme-attributes/uti-riskometer-file";

describe("sheetMonthEnd", () => {
  it("reads UTI's inconsistent sheet names", () => {
    expect(sheetMonthEnd("Risk-o-meter_August 31 2025")).toBe("2025-08-31");
    expect(sheetMonthEnd("Risk-o-meter_June 302025")).toBe("2025-06-30");
    expect(sheetMonthEnd("Risk-o-meter_July 31 2024")).toBe("2024-07-31");
    expect(sheetMonthEnd("Risk-o-meter_Apr 30 2024")).toBe("2024-04-30");
    expect(sheetMonthEnd("Risk-o-meter_Feb 28 2025")).toBe("2025-02-28");
  });
  it("gives null for other sheets and impossible dates", () => {
    for (const name of ["Sheet3", "Sheet1", "Risk-o-meter_Feb 30 2025", "Risk-o-meter_Ju 30 2025"])
      expect(sheetMonthEnd(name)).toBeNull();
  });
});

describe("recordDateOf", () => {
  it("reads the date part day first and ignores the junk time", () => {
    expect(recordDateOf("07/08/2025 12:08:00")).toBe("2025-08-07");
    expect(recordDateOf("22/05/2025 12:05:00")).toBe("2025-05-22");
    expect(recordDateOf("1/4/2025")).toBe("2025-04-01");
  });
  it("refuses what is not a real day-first date", () => {
    for (const text of ["31/02/2025 12:02:00", "2025-08-07", "08/13/2025 12:08:00", ""])
      expect(recordDateOf(text)).toBeNull();
  });
});

describe("idcwPlanOf", () => {
  const fund = "UTI - Money Market Fund";
  const plans = [
    [135606, "UTI - Money Market Fund - Direct Plan - Fortnightly IDCW"],
    [135371, "UTI - Money Market Fund - Regular Plan - Fortnightly IDCW"],
    [120772, "UTI - Money Market Fund - Direct Plan - Daily IDCW (Reinvestment)"],
    [100725, "UTI - Money Market Fund - Regular Plan - Discontinued Periodic Dividend"],
    [133387, "UTI - Money Market Fund - Direct Plan - Monthly IDCW"],
    [140023, "UTI - Money Market Fund - Direct Plan - Half-Yearly IDCW"],
  ].map(([schemeCode, name]) => ({ schemeCode: schemeCode as number, name: name as string }));

  it("finds the one plan whose name has the class's words", () => {
    expect(idcwPlanOf("Direct Plan - Fortnightly IDCW", fund, plans)).toBe(135606);
    expect(idcwPlanOf("Regular Plan - Fortnightly IDCW", fund, plans)).toBe(135371);
    expect(idcwPlanOf("Direct Plan - Daily IDCW (Reinvestment)", fund, plans)).toBe(120772);
    expect(idcwPlanOf("Direct Plan - Half Yearly IDCW", fund, plans)).toBe(140023);
  });
  it("reads Div/Dividend as IDCW, drops Plan/Option, and takes a discontinued plan without a type as Regular", () => {
    expect(idcwPlanOf("Discontinued - Regular Plan-Periodic Div Opt.", fund, plans)).toBe(100725);
    expect(idcwPlanOf("Discontinued - Periodic Dividend Plan", fund, plans)).toBe(100725);
  });
  it("leaves out the payment words only when no plan has them all", () => {
    expect(idcwPlanOf("Direct Plan - Monthly IDCW (Payout)", fund, plans)).toBe(133387);
  });
  it("gives null when no plan or several fit", () => {
    expect(idcwPlanOf("Direct Plan - Weekly IDCW", fund, plans)).toBeNull();
    expect(
      idcwPlanOf("Direct Plan - IDCW", fund, [
        ...plans,
        { schemeCode: 1, name: "X - Direct Plan - IDCW" },
        { schemeCode: 2, name: "X - Direct - IDCW" },
      ]),
    ).toBeNull();
  });
});

describe("benchmarkFromFields (Motilal Oswal)", () => {
  it("keeps the display text when it names a primary index, or when no row is primary", () => {
    expect(benchmarkFromFields("Nifty 500 Total Return Index", ["Nifty 500 TRI (PRIMARY)"])).toEqual({
      benchmark: "Nifty 500 Total Return Index",
    });
    expect(
      benchmarkFromFields("CRISIL Hybrid 50 + 50 - Moderate Index", [
        "Nifty 50 TRI (SECONDARY)",
        "CRISIL Hybrid 50+50 - Moderate Index (PRIMARY)",
        "CRISIL Hybrid 35+65 - Aggressive Index (PRIMARY)",
      ]).benchmark,
    ).toBe("CRISIL Hybrid 50 + 50 - Moderate Index");
    expect(benchmarkFromFields("Nifty 50 TRI", ["Nifty 50 TRI (SECONDARY)", "BSE Sensex TRI (SECONDARY)"])).toEqual({
      benchmark: "Nifty 50 TRI",
    });
  });
  it("takes the one primary index over a display text copied from another scheme, and says so", () => {
    const arbitrage = benchmarkFromFields("Nifty India Manufacturing Total Return Index", [
      "Nifty 50 Arbitrage TRI (PRIMARY)",
      "Crisil 1 Yr T-Bill Index (SECONDARY)",
    ]);
    expect(arbitrage.benchmark).toBe("Nifty 50 Arbitrage TRI");
    expect(arbitrage.problem).toMatch(/not its primary index/);
  });
  it("takes nothing when several primaries and the text agree with none", () => {
    const ultraShort = benchmarkFromFields("CRISIL Ultra Short Duration Fund B-I Index", [
      "Crisil Liquid Fund Index (PRIMARY)",
      "CRISIL Ultra Short Duration Debt A-I Index (PRIMARY)",
    ]);
    expect(ultraShort.benchmark).toBeNull();
    expect(ultraShort.problem).toMatch(/none of its primary indexes/);
  });
});

describe("statedNumber and htmlText", () => {
  it("reads the site's numbers and its words for not stated", () => {
    expect(statedNumber("1.73")).toBe(1.73);
    expect(statedNumber("34779.735")).toBe(34779.735);
    for (const text of ["NIL", "NA", "NULL", "0", "", null, undefined, "-1"]) expect(statedNumber(text)).toBeNull();
  });
  it("turns an exit-load snippet into one line of text", () => {
    expect(htmlText("<p>1% - If redeemed within 3 months.<br>\nNil - after.</p>\n<p>&nbsp;</p>")).toBe(
      "1% - If redeemed within 3 months. Nil - after.",
    );
    expect(htmlText("<ul>\n<li>Day 1 - 0.0070%</li>\n<li>Day 7 onwards - Nil</li>\n</ul>\n")).toBe(
      "Day 1 - 0.0070% Day 7 onwards - Nil",
    );
    expect(htmlText("<p>&nbsp;</p>")).toBeNull();
    expect(htmlText("Fund&rsquo;s &amp; &#8377;")).toBe("Fund’s & ₹");
  });
});
