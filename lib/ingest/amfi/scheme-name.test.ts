import { cleanDisplayText, cleanPlanOptionText } from "./display-text";
import { describeFromName } from "./plan-option";
import { schemeNameKey, splitSchemeName } from "./scheme-name";

// Real scheme names (6-column files) -> [schemeName, displayName, plan, option, IDCW frequency].
// Option "IDCW" is an IDCW option that does not say payout or reinvestment (resolved per line).
describe("describeFromName: real scheme names", () => {
  it.each([
    ["Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW", "Aditya Birla Sun Life Banking & PSU Debt Fund", "Aditya Birla Sun Life Banking & PSU Debt Fund - DIRECT - IDCW", "Direct", "IDCW", null],
    ["Aditya Birla Sun Life Banking & PSU Debt Fund  - retail - monthly IDCW", "Aditya Birla Sun Life Banking & PSU Debt Fund", "Aditya Birla Sun Life Banking & PSU Debt Fund - retail - monthly IDCW", "Regular", "IDCW", "Monthly"],
    ["Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth", "Aditya Birla Sun Life Banking & PSU Debt Fund", "Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - Growth", "Direct", "Growth", null],
    ["SBI Large Cap FUND-DIRECT PLAN -GROWTH", "SBI Large Cap FUND", "SBI Large Cap FUND - DIRECT PLAN - GROWTH", "Direct", "Growth", null],
    ["SBI Large Cap Fund - Regular Plan - Income Distribution cum Capital Withdrawal Option (IDCW)", "SBI Large Cap Fund", "SBI Large Cap Fund - Regular Plan - Income Distribution cum Capital Withdrawal Option (IDCW)", "Regular", "IDCW", null],
    ["WhiteOak Capital Mid Cap Fund Regular Plan Growth", "WhiteOak Capital Mid Cap Fund", "WhiteOak Capital Mid Cap Fund - Regular Plan Growth", "Regular", "Growth", null],
    ["360 ONE FLEXICAP FUND-DIRECT PLAN- IDCW", "360 ONE FLEXICAP FUND", "360 ONE FLEXICAP FUND - DIRECT PLAN - IDCW", "Direct", "IDCW", null],
    ["360 ONE LIQUID FUND DIRECT PLAN  DAILY DIVIDEND REINVESTMENT", "360 ONE LIQUID FUND", "360 ONE LIQUID FUND - DIRECT PLAN DAILY DIVIDEND REINVESTMENT", "Direct", "IDCW Reinvestment", "Daily"],
    ["360 ONE QUANT FUND DIRECT INCOME DISTRIBUTION CUM CAPITAL WITHDRAWAL", "360 ONE QUANT FUND", "360 ONE QUANT FUND - DIRECT INCOME DISTRIBUTION CUM CAPITAL WITHDRAWAL", "Direct", "IDCW", null],
    ["HDFC Defence Fund - IDCW Option - Direct Plan", "HDFC Defence Fund", "HDFC Defence Fund - IDCW Option - Direct Plan", "Direct", "IDCW", null],
    ["quant Liquid Fund-Daily IDCW Option - Direct Plan", "quant Liquid Fund", "quant Liquid Fund - Daily IDCW Option - Direct Plan", "Direct", "IDCW", "Daily"],
    ["quant Large & Mid Cap Fund - Bonus Option - Regular Plan", "quant Large & Mid Cap Fund", "quant Large & Mid Cap Fund - Bonus Option - Regular Plan", "Regular", "Bonus", null],
    ["HSBC Global Emerging Market Fund - Growth Direct", "HSBC Global Emerging Market Fund", "HSBC Global Emerging Market Fund - Growth Direct", "Direct", "Growth", null],
    ["ICICI Prudential BSE Sensex Index Fund - Cumulative Option", "ICICI Prudential BSE Sensex Index Fund", "ICICI Prudential BSE Sensex Index Fund - Cumulative Option", "Regular", "Growth", null],
    ["ICICI Prudential Value Fund - Series 1 - Direct Dividend", "ICICI Prudential Value Fund - Series 1", "ICICI Prudential Value Fund - Series 1 - Direct Dividend", "Direct", "IDCW", null],
    ["Edelweiss Arbitrage Fund - Monthly  Direct Plan - IDCW Option", "Edelweiss Arbitrage Fund", "Edelweiss Arbitrage Fund - Monthly Direct Plan - IDCW Option", "Direct", "IDCW", "Monthly"],
    ["Edelweiss Aggressive Hybrid Fund  - Plan B - IDCW Option", "Edelweiss Aggressive Hybrid Fund - Plan B", "Edelweiss Aggressive Hybrid Fund - Plan B - IDCW Option", "Regular", "IDCW", null],
    ["Franklin India Corporate Debt Fund - Plan A - Direct - Half yearly - IDCW", "Franklin India Corporate Debt Fund - Plan A", "Franklin India Corporate Debt Fund - Plan A - Direct - Half yearly - IDCW", "Direct", "IDCW", "Half Yearly"],
    ["Franklin India Fixed Maturity Plans- Series 2- Plan B(1224 days)- Growth", "Franklin India Fixed Maturity Plans - Series 2 - Plan B (1224 days)", "Franklin India Fixed Maturity Plans - Series 2 - Plan B (1224 days) - Growth", "Regular", "Growth", null],
    ["Groww Liquid Fund (formerly known as Indiabulls Liquid) Fund- Regular Plan- Fortnightly - Income Distribution cum capital withdrawal Option (Payout & Reinvestment)", "Groww Liquid Fund (formerly known as Indiabulls Liquid) Fund", "Groww Liquid Fund (formerly known as Indiabulls Liquid) Fund - Regular Plan - Fortnightly - Income Distribution cum capital withdrawal Option (Payout & Reinvestment)", "Regular", "IDCW", "Fortnightly"],
    ["WhiteOak Capital Ultra Short Duration Fund- Direct plan-Weekly Payout/ Reinvestment of Income Distribution cum capital withdrawal option (IDCW)", "WhiteOak Capital Ultra Short Duration Fund", "WhiteOak Capital Ultra Short Duration Fund - Direct plan - Weekly Payout/ Reinvestment of Income Distribution cum capital withdrawal option (IDCW)", "Direct", "IDCW", "Weekly"],
    ["DSP Ultra Short Fund - Regular Plan - IDCW - Weekly Reinvest", "DSP Ultra Short Fund", "DSP Ultra Short Fund - Regular Plan - IDCW - Weekly Reinvest", "Regular", "IDCW Reinvestment", "Weekly"],
    ["ICICI Prudential Fixed Maturity Plan - Series 78 - 1130 Days Plan T Direct Plan Cumulative Option", "ICICI Prudential Fixed Maturity Plan - Series 78 - 1130 Days Plan T", "ICICI Prudential Fixed Maturity Plan - Series 78 - 1130 Days Plan T - Direct Plan Cumulative Option", "Direct", "Growth", null],
    ["Kotak India Growth Fund - Series I", "Kotak India Growth Fund - Series I", "Kotak India Growth Fund - Series I", "Regular", null, null],
    ["Kotak Quarterly Interval Plan Sr. 12", "Kotak Quarterly Interval Plan Sr. 12", "Kotak Quarterly Interval Plan Sr. 12", "Regular", null, null],
    ["ICICI Prudential Interval Fund - Annual Interval Plan - I", "ICICI Prudential Interval Fund - Annual Interval Plan - I", "ICICI Prudential Interval Fund - Annual Interval Plan - I", "Regular", null, null],
    ["Nippon India ETF Nifty 50 BeES", "Nippon India ETF Nifty 50 BeES", "Nippon India ETF Nifty 50 BeES", "Regular", null, null],
    ["UTI Dividend Yield Fund - Direct Plan - IDCW", "UTI Dividend Yield Fund", "UTI Dividend Yield Fund - Direct Plan - IDCW", "Direct", "IDCW", null],
    ["HDFC Monthly Income Plan - Long Term Plan - Growth", "HDFC Monthly Income Plan - Long Term Plan", "HDFC Monthly Income Plan - Long Term Plan - Growth", "Regular", "Growth", null],
    ["Franklin India Liquid Fund - Unclaimed IDCW Plan - Growth", "Franklin India Liquid Fund", "Franklin India Liquid Fund - Unclaimed IDCW Plan - Growth", "Regular", null, null],
    ["Bajaj Finserv Overnight Fund - Direct - Unclaimed less than 3 years IDCW Plan", "Bajaj Finserv Overnight Fund", "Bajaj Finserv Overnight Fund - Direct - Unclaimed less than 3 years IDCW Plan", "Direct", null, null],
    ["Taurus Unclaimed Dividend & Redemption Liability (Less than 3 yrs)", "Taurus Unclaimed Dividend & Redemption Liability (Less than 3 yrs)", "Taurus Unclaimed Dividend & Redemption Liability (Less than 3 yrs)", "Regular", null, null],
    ["Baroda BNP Paribas Credit risk fund -Direct - Growth option -Seg. Portfolio 2 (erstwhile BBNPP Medium Duration Fund Direct-Growth option Seg. Portfolio 1)", "Baroda BNP Paribas Credit risk fund - Direct - Growth option - Seg. Portfolio 2 (erstwhile BBNPP Medium Duration Fund Direct-Growth option Seg. Portfolio 1)", "Baroda BNP Paribas Credit risk fund - Direct - Growth option - Seg. Portfolio 2 (erstwhile BBNPP Medium Duration Fund Direct-Growth option Seg. Portfolio 1)", "Direct", "Growth", null],
    ["JM Liquid Fund (Direct) - Daily IDCW", "JM Liquid Fund", "JM Liquid Fund (Direct) - Daily IDCW", "Direct", "IDCW", "Daily"],
    ["Axis Liquid Fund - Retail Plan - Monthly IDCW", "Axis Liquid Fund", "Axis Liquid Fund - Retail Plan - Monthly IDCW", "Regular", "IDCW", "Monthly"],
    ["SBI Liquid Fund - Institutional - Growth", "SBI Liquid Fund", "SBI Liquid Fund - Institutional - Growth", "Regular", "Growth", null],
    ["UTI Ultra Short Duration Fund - Discontinued - INSTN GROWTH OPTION", "UTI Ultra Short Duration Fund", "UTI Ultra Short Duration Fund - Discontinued - INSTN GROWTH OPTION", "Regular", "Growth", null],
    ["Nippon India Liquid Fund - Super Institutional Plan - Growth Option", "Nippon India Liquid Fund", "Nippon India Liquid Fund - Super Institutional Plan - Growth Option", "Regular", "Growth", null],
    ["ICICI Prudential Liquid Fund-", "ICICI Prudential Liquid Fund", "ICICI Prudential Liquid Fund", "Regular", null, null],
    ["Sundaram Liquid Fund (Formerly Known as Principal Cash Management Fund) Direct Principal Units", "Sundaram Liquid Fund (Formerly Known as Principal Cash Management Fund)", "Sundaram Liquid Fund (Formerly Known as Principal Cash Management Fund) - Direct Principal Units", "Direct", "Bonus", null],
    ["Kotak Banking and PSU Debt - Monthly Payout of Income Distribution cum capital withdrawal option", "Kotak Banking and PSU Debt", "Kotak Banking and PSU Debt - Monthly Payout of Income Distribution cum capital withdrawal option", "Regular", "IDCW Payout", "Monthly"],
    ["Tata Dynamic Bond Fund- Regular Plan - Payout of IDCW Option", "Tata Dynamic Bond Fund", "Tata Dynamic Bond Fund - Regular Plan - Payout of IDCW Option", "Regular", "IDCW Payout", null],
    ["Navi Liquid Fund - Direct Plan Daily IDCW - ReInvestment", "Navi Liquid Fund", "Navi Liquid Fund - Direct Plan Daily IDCW - ReInvestment", "Direct", "IDCW Reinvestment", "Daily"],
    ["Motilal Oswal Liquid Fund Regular - IDCW Monthly Payout/Reinvestment", "Motilal Oswal Liquid Fund", "Motilal Oswal Liquid Fund - Regular - IDCW Monthly Payout/Reinvestment", "Regular", "IDCW", "Monthly"],
    ["THE WEALTH COMPANY LIQUID FUND DIRECT WEEKLY", "THE WEALTH COMPANY LIQUID FUND", "THE WEALTH COMPANY LIQUID FUND - DIRECT WEEKLY", "Direct", "IDCW", "Weekly"],
    ["Aditya Birla Sun Life Floating Rate Fund-REGULAR - WEEKLY IDCW", "Aditya Birla Sun Life Floating Rate Fund", "Aditya Birla Sun Life Floating Rate Fund - REGULAR - WEEKLY IDCW", "Regular", "IDCW", "Weekly"],
    ["Axis Nifty 50 ETF", "Axis Nifty 50 ETF", "Axis Nifty 50 ETF", "Regular", null, null],
    ["UTI Dynamic Bond Fund ( Segregated - 17022020 ) - Regular Plan - Annual IDCW", "UTI Dynamic Bond Fund (Segregated - 17022020)", "UTI Dynamic Bond Fund (Segregated - 17022020) - Regular Plan - Annual IDCW", "Regular", "IDCW", "Annual"],
    ["ICICI Prudential Equity Savings Fund – Series 1 - Cumulative", "ICICI Prudential Equity Savings Fund - Series 1", "ICICI Prudential Equity Savings Fund - Series 1 - Cumulative", "Regular", "Growth", null],
    ["SBI Arbitrage Opportunities Fund - Direct Plan - Gr", "SBI Arbitrage Opportunities Fund", "SBI Arbitrage Opportunities Fund - Direct Plan - Gr", "Direct", "Growth", null],
    ["Kotak Bond Short Term Plan - Direct - Standard Income Distribution cum capital withdrawal option", "Kotak Bond Short Term Plan", "Kotak Bond Short Term Plan - Direct - Standard Income Distribution cum capital withdrawal option", "Direct", "IDCW", null],
    ["SBI Nifty100 Low Volatility 30 Index Fund- Regular Plan- Income Cum Distribution Capital Withdrawal Option (IDCW)", "SBI Nifty100 Low Volatility 30 Index Fund", "SBI Nifty100 Low Volatility 30 Index Fund - Regular Plan - Income Cum Distribution Capital Withdrawal Option (IDCW)", "Regular", "IDCW", null],
    ["Baroda BNP Paribas LIQUID FUND- Defunct Plan -Growth Option", "Baroda BNP Paribas LIQUID FUND", "Baroda BNP Paribas LIQUID FUND - Defunct Plan - Growth Option", "Regular", "Growth", null],
    ["BANDHAN Dynamic Bond Fund - Regular Plan B - Quarterly IDCW", "BANDHAN Dynamic Bond Fund - Regular Plan B", "BANDHAN Dynamic Bond Fund - Regular Plan B - Quarterly IDCW", "Regular", "IDCW", "Quarterly"],
    ["Nippon India Gilt  Fund - Direct Plan - P F Option - Defined Maturity Date Option", "Nippon India Gilt Fund", "Nippon India Gilt Fund - Direct Plan - P F Option - Defined Maturity Date Option", "Direct", null, null],
    ["Franklin India Short Term Income Plan - Segregated Portfolio 3 (9.50% Yes Bank Ltd CO 23Dec21) - Institutional Plan Growth Option", "Franklin India Short Term Income Plan - Segregated Portfolio 3 (9.50% Yes Bank Ltd CO 23Dec21)", "Franklin India Short Term Income Plan - Segregated Portfolio 3 (9.50% Yes Bank Ltd CO 23Dec21) - Institutional Plan Growth Option", "Regular", "Growth", null],
    ["ICICI Prudential Blended Plan A -  Dividend", "ICICI Prudential Blended Plan A", "ICICI Prudential Blended Plan A - Dividend", "Regular", "IDCW", null],
    ["Reliance Fixed Horizon Fund XXVII- Series 6", "Reliance Fixed Horizon Fund XXVII - Series 6", "Reliance Fixed Horizon Fund XXVII - Series 6", "Regular", null, null],
    ["Bandhan Gilt Fund - Regular Plan - Quarterly IDCW", "Bandhan Gilt Fund", "Bandhan Gilt Fund - Regular Plan - Quarterly IDCW", "Regular", "IDCW", "Quarterly"],
    ["HDFC FMP 1196D December 2018 (1) - Regular Option - Growth", "HDFC FMP 1196D December 2018 (1)", "HDFC FMP 1196D December 2018 (1) - Regular Option - Growth", "Regular", "Growth", null],
    ["Aditya Birla Sun Life Equity Hybrid'95 Fund - Regular Plan-Growth", "Aditya Birla Sun Life Equity Hybrid'95 Fund", "Aditya Birla Sun Life Equity Hybrid'95 Fund - Regular Plan - Growth", "Regular", "Growth", null],
    ["SBI Gilt Fund - Income Distribution cum Capital Withdrawal Option (IDCW) - PF (Fixed Period - 1 Yr)", "SBI Gilt Fund - Income Distribution cum Capital Withdrawal Option (IDCW) - PF (Fixed Period - 1 Yr)", "SBI Gilt Fund - Income Distribution cum Capital Withdrawal Option (IDCW) - PF (Fixed Period - 1 Yr)", "Regular", "IDCW", null],
    ["Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking and PSU Debt Fund) Direct Plan - Daily Reinvestment of Income Distribution cum Capital Withdrawal (IDCW)", "Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking and PSU Debt Fund)", "Sundaram Banking & PSU Fund (Formerly Known as Sundaram Banking and PSU Debt Fund) - Direct Plan - Daily Reinvestment of Income Distribution cum Capital Withdrawal (IDCW)", "Direct", "IDCW Reinvestment", "Daily"],
    ["LIC MF ULIS (10 Yrs. Single Premium)-Direct Plan-IDCW Reinvestment", "LIC MF ULIS (10 Yrs. Single Premium)", "LIC MF ULIS (10 Yrs. Single Premium) - Direct Plan - IDCW Reinvestment", "Direct", "IDCW Reinvestment", null],
    ["Mahindra Manulife Asia Pacific REITs FOF - Direct Plan - Growth", "Mahindra Manulife Asia Pacific REITs FOF", "Mahindra Manulife Asia Pacific REITs FOF - Direct Plan - Growth", "Direct", "Growth", null],
    ["Aditya Birla Sun Life Regular Savings Fund - DIRECT - MONTHLY IDCW", "Aditya Birla Sun Life Regular Savings Fund", "Aditya Birla Sun Life Regular Savings Fund - DIRECT - MONTHLY IDCW", "Direct", "IDCW", "Monthly"],
    ["UTI Conservative Hybrid Fund - Direct Plan - Flexi IDCW", "UTI Conservative Hybrid Fund", "UTI Conservative Hybrid Fund - Direct Plan - Flexi IDCW", "Direct", "IDCW", null],
    ["ICICI Prudential Gilt Fund Investment Plan PF Option", "ICICI Prudential Gilt Fund Investment Plan PF Option", "ICICI Prudential Gilt Fund Investment Plan PF Option", "Regular", null, null],
    ["Nippon India Japan Equity Fund- Direct Plan- Growth Plan- Bonus Option", "Nippon India Japan Equity Fund", "Nippon India Japan Equity Fund - Direct Plan - Growth Plan - Bonus Option", "Direct", "Bonus", null],
    ["Canara Robeco Liquid Fund -Unclaimed Redemption and Dividend Plan -Direct Growth Option", "Canara Robeco Liquid Fund", "Canara Robeco Liquid Fund - Unclaimed Redemption and Dividend Plan - Direct Growth Option", "Direct", null, null],
  ] as const)("%p", (rawName, schemeName, displayName, planType, option, idcwFrequency) => {
    expect(describeFromName(rawName)).toEqual({ schemeName, schemeNameKey: schemeNameKey(schemeName), displayName, planType, option, idcwFrequency });
  });
});

describe("splitSchemeName", () => {
  it("gives every plan of one fund the same schemeName", () => {
    const names = [
      "Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - IDCW",
      "Aditya Birla Sun Life Banking & PSU Debt Fund  - DIRECT - MONTHLY IDCW",
      "Aditya Birla Sun Life Banking & PSU Debt Fund  - Direct - Quarterly IDCW",
      "Aditya Birla Sun Life Banking & PSU Debt Fund  - REGULAR - IDCW",
      "Aditya Birla Sun Life Banking & PSU Debt Fund  - retail - quarterly IDCW",
      "Aditya Birla Sun Life Banking & PSU Debt Fund - Regular Plan-Growth",
      "Aditya Birla Sun Life Banking & PSU Debt Fund - Retail Plan-Growth",
      "Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth",
    ];
    expect(new Set(names.map((name) => splitSchemeName(name).schemeName))).toEqual(new Set(["Aditya Birla Sun Life Banking & PSU Debt Fund"]));
  });

  it("keeps a suffix in the parentheses it opened", () => {
    expect(splitSchemeName("Axis Liquid Fund (Direct Plan - Growth)").displayName).toBe("Axis Liquid Fund (Direct Plan - Growth)");
    expect(splitSchemeName("Axis Liquid Fund (Direct Plan - Growth").displayName).toBe("Axis Liquid Fund (Direct Plan - Growth)");
  });

  it("never cuts a name down to nothing", () => {
    expect(splitSchemeName("Growth Option").schemeName).toBe("Growth Option");
    expect(splitSchemeName("").schemeName).toBe("");
  });
});

describe("schemeNameKey", () => {
  it.each([
    ["UTI - Overnight Fund", "UTI Overnight Fund"],
    ["Franklin India Banking & PSU Debt Fund", "Franklin India Banking and PSU Debt Fund"],
    ["SBI Large Cap FUND", "SBI Large Cap Fund"],
    ["TATA SmallCap Fund", "TATA Small Cap Fund"],
    ["UTI-Dividend Yield Fund.", "UTI Dividend Yield Fund"],
  ])("%p and %p are one fund", (a, b) => {
    expect(schemeNameKey(a)).toBe(schemeNameKey(b));
  });

  it("tells different funds apart", () => {
    expect(schemeNameKey("Kotak Business Cycle Fund")).not.toBe(schemeNameKey("Kotak Business Cycle"));
  });
});

describe("cleanDisplayText", () => {
  it.each([
    ["  Axis   Liquid\tFund  ", "Axis Liquid Fund"],
    ["Axis Liquid Fund- Direct", "Axis Liquid Fund - Direct"],
    ["Axis Liquid Fund -Direct", "Axis Liquid Fund - Direct"],
    ["Axis Liquid Fund  --  Direct", "Axis Liquid Fund - Direct"],
    ["ICICI Prudential Equity Savings Fund – Series 1", "ICICI Prudential Equity Savings Fund - Series 1"],
    ["Nippon India ETF Nifty 8-13 yr G-Sec Long Term Gilt", "Nippon India ETF Nifty 8-13 yr G-Sec Long Term Gilt"],
    ["UTI - FTIF Series XXV-Plan-XI (1211 Days)", "UTI - FTIF Series XXV-Plan-XI (1211 Days)"],
    ["UTI - Bond Fund ( Segregated - 17022020 )", "UTI - Bond Fund (Segregated - 17022020)"],
    ["Plan B(1224 days)", "Plan B (1224 days)"],
    ["Kotak Quarterly Interval Plan Sr. 12", "Kotak Quarterly Interval Plan Sr. 12"],
    ["Growth\u00a0Option", "Growth Option"],
  ])("%p -> %p", (text, clean) => {
    expect(cleanDisplayText(text)).toBe(clean);
  });
});

describe("cleanPlanOptionText", () => {
  it.each([
    ["DIRECT PLAN-GROWTH", "DIRECT PLAN - GROWTH"],
    ["IDCW-Re-investment", "IDCW - Re-investment"],
    ["Half-Yearly IDCW", "Half-Yearly IDCW"],
    ["Quarterly IDCW\tOption", "Quarterly IDCW Option"],
    ["Growth Option -", "Growth Option"],
  ])("%p -> %p", (text, clean) => {
    expect(cleanPlanOptionText(text)).toBe(clean);
  });
});
