import * as format from "@/lib/format";

describe("lib/format index", () => {
  it("re-exports the whole library", () => {
    expect(Object.keys(format).sort()).toEqual([
      "BLOCKED_NUMERIC_KEYS",
      "CRORE",
      "CRORE_LABEL",
      "DAY_LABEL",
      "DEFAULT_FRACTION_DIGITS",
      "EMPTY_DISPLAY",
      "LAKH",
      "LAKH_LABEL",
      "MAX_FRACTION_DIGITS",
      "MAX_YEAR",
      "MIN_YEAR",
      "MONTH_ABBREVIATIONS",
      "MONTH_LABEL",
      "MONTH_NAMES",
      "PERCENT_FRACTION_DIGITS",
      "PERCENT_SYMBOL",
      "RUPEE_SYMBOL",
      "YEAR_LABEL",
      "assertFractionDigits",
      "calendarDateToLocalDate",
      "daysInMonth",
      "decimalPartsToString",
      "formatCroreAmount",
      "formatDate",
      "formatInr",
      "formatInrCompact",
      "formatIsoDate",
      "formatMonthLabel",
      "formatNumber",
      "formatNumericInput",
      "formatPercent",
      "groupDecimalParts",
      "groupIndian",
      "groupIndianDigits",
      "isBlockedNumericKey",
      "isLeapYear",
      "isValidCalendarDate",
      "parseDateInput",
      "parseIsoDate",
      "parseNumericInput",
      "roundDecimalParts",
      "roundHalfUp",
      "sanitizeNumericInput",
      "shiftDecimalLeft",
      "toCalendarDate",
      "toDecimalParts",
      "toDisplayableNumber",
      "toFixedHalfUp",
    ]);
  });

  it("has the unit labels", () => {
    expect([format.RUPEE_SYMBOL, format.CRORE_LABEL, format.LAKH_LABEL, format.PERCENT_SYMBOL]).toEqual([
      "₹",
      "Cr",
      "Lakh",
      "%",
    ]);
    expect([format.YEAR_LABEL, format.MONTH_LABEL, format.DAY_LABEL]).toEqual(["Y", "M", "D"]);
    expect([format.LAKH, format.CRORE, format.EMPTY_DISPLAY, format.DEFAULT_FRACTION_DIGITS]).toEqual([
      100000,
      10000000,
      "--",
      2,
    ]);
  });
});
