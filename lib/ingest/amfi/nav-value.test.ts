import { navProblemAt, navTextAt, readNavValue } from "./nav-value";

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

  it.each(["-12.5", "+12.5", "1,234.50", "12.3.4", "1e5", "abc", ".", "12 .5", "Infinity"])(
    "%p is invalid",
    (field) => {
      expect(readNavValue(field)).toEqual({ ok: false, reason: "nav-invalid" });
    },
  );
});

describe("navProblemAt and navTextAt: a NAV field read in place", () => {
  const line = "100001;-;-;A Fund;1000.;23-Jan-2026|.5|N.A.|0.00";
  it("reads only the characters between start and end", () => {
    expect(navProblemAt(line, 18, 23)).toBeNull();
    expect(navTextAt(line, 18, 23)).toBe("1000");
    expect(navProblemAt(line, 36, 38)).toBeNull();
    expect(navTextAt(line, 36, 38)).toBe("0.5");
    expect(navProblemAt(line, 39, 43)).toBe("nav-not-available");
    expect(navProblemAt(line, 44, 48)).toBe("nav-zero");
    expect(navProblemAt(line, 18, 18)).toBe("nav-not-available");
    expect(navProblemAt(line, 18, 24)).toBe("nav-invalid");
  });
});
