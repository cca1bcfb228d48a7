import { rowKind } from "@/lib/cas/parse/row-kind";
import { casDate, casNumber } from "@/lib/cas/parse/cas-values";

describe("rowKind", () => {
  it.each([
    ["Purchase", "purchase"],
    ["Purchase - via Internet", "purchase"],
    ["SIP Purchase - Instalment No 12/120", "sip"],
    ["Systematic Investment (1)", "sip"],
    ["Redemption", "redemption"],
    ["*** Stamp Duty ***", "stamp_duty"],
    ["*** STT Paid ***", "stt"],
    ["*** TDS on above ***", "tds"],
    ["Switch In - From Axis Liquid Fund", "switch_in"],
    ["Switch-Out - To Axis Bluechip Fund", "switch_out"],
    ["IDCW Reinvestment @ Rs.1.25 per unit", "idcw_reinvest"],
    ["IDCW Paid @ Rs. 1.25 per unit", "idcw_payout"],
    ["Dividend Payout @ Rs. 0.50 per unit", "idcw_payout"],
    ["Purchase Reversal - Payment not received", "reversal"],
    ["Units allotted on segregation of portfolio", "segregation"],
    ["Address updated", "other"],
  ])("%s is %s", (description, kind) => expect(rowKind(description)).toBe(kind));
});

describe("casNumber", () => {
  it.each([
    ["1,234.567", "1234.567"],
    ["(1,234.56)", "-1234.56"],
    ["-12.5", "-12.5"],
    ["1,23,456.78", "123456.78"],
    ["INR 152,345.12", "152345.12"],
    ["(0.000)", "0.000"],
    ["12a", null],
    ["", null],
    ["1,2345.00", null],
  ])("%s -> %s", (text, value) => expect(casNumber(text)).toBe(value));
});

describe("casDate", () => {
  it("reads DD-Mon-YYYY and nothing else", () => {
    expect(casDate("05-Jan-2024")).toBe("2024-01-05");
    expect(casDate("31-Feb-2024")).toBeNull();
    expect(casDate("2024-01-05")).toBeNull();
  });
});
