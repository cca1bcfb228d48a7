import { readNavValue } from "./nav-value";

describe("readNavValue", () => {
  it.each([
    ["110.0766", "110.0766"],
    ["10", "10"],
    ["1000.", "1000"],
    ["0.0001", "0.0001"],
    ["12.1000", "12.1000"],
    [".5", "0.5"],
    ["007.50", "007.50"],
    ["123456789012345678.123456789", "123456789012345678.123456789"],
  ])("%p is the NAV %p (digits kept exactly)", (field, nav) => {
    expect(readNavValue(field)).toEqual({ ok: true, nav });
  });

  it.each(["N.A.", "n.a.", "NA", "N/A", ""])("%p is not available", (field) => {
    expect(readNavValue(field)).toEqual({ ok: false, reason: "nav-not-available" });
  });

  it.each(["0", "0.0000", "0.", "000", ".0"])("%p is zero", (field) => {
    expect(readNavValue(field)).toEqual({ ok: false, reason: "nav-zero" });
  });

  it.each(["-12.5", "+12.5", "1,234.50", "12.3.4", "1e5", "abc", ".", "12 .5", "Infinity"])("%p is invalid", (field) => {
    expect(readNavValue(field)).toEqual({ ok: false, reason: "nav-invalid" });
  });
});
