import { captureFromName, latestAllowedNavDate, NAV_DATE_LEAD_DAYS } from "./capture-date";

describe("captureFromName", () => {
  it.each([
    ["navall/2026-08-22.1.txt", "2026-08-22", 1],
    ["NAVAll-2026-08-21.txt", "2026-08-21", 0],
    ["archive.tar.xz:navall/2026-05-11.3.txt", "2026-05-11", 3],
    ["amfi-history-2025-01-01-2025-01-30.txt", "2025-01-30", 0],
    ["navall/2026-08-22.12.txt.gz", "2026-08-22", 12],
    ["C:\\downloads\\2026-01-05.2.txt", "2026-01-05", 2],
    ["2024-02-29.txt", "2024-02-29", 0],
    // The directory's date is not the file's.
    ["2020-01-01/NAVAll-2026-08-21.txt", "2026-08-21", 0],
  ])("%p is the capture of %p, number %p", (name, fileDate, captureNo) => {
    expect(captureFromName(name)).toEqual({ fileDate, captureNo });
  });

  it.each([
    "NAVAll.txt",
    "",
    "navall/2026-02-30.1.txt",
    "2025-02-29.txt",
    "2026-13-01.txt",
    "12026-08-22.txt",
    "2026-08-221.txt",
    "2026-08-22/NAVAll.txt",
  ])("%p has no date", (name) => {
    expect(captureFromName(name)).toEqual({ fileDate: null, captureNo: 0 });
  });

  it("takes the last date of the name when its last date is impossible, and then has none", () => {
    expect(captureFromName("amfi-history-2025-01-01-2025-02-30.txt")).toEqual({ fileDate: null, captureNo: 0 });
  });
});

describe("latestAllowedNavDate", () => {
  it("is the file's date plus 5 days", () => {
    expect(NAV_DATE_LEAD_DAYS).toBe(5);
    expect(latestAllowedNavDate("2026-08-22", "2030-01-01")).toBe("2026-08-27");
    expect(latestAllowedNavDate("2026-12-29", "2026-01-01")).toBe("2027-01-03");
    expect(latestAllowedNavDate("2024-02-26", "2026-01-01")).toBe("2024-03-02");
  });

  it("is today plus 5 days for a file without a date", () => {
    expect(latestAllowedNavDate(null, "2026-08-22")).toBe("2026-08-27");
    expect(latestAllowedNavDate(null, "2025-02-25")).toBe("2025-03-02");
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => latestAllowedNavDate("22-08-2026", "2026-08-22")).toThrow(RangeError);
    expect(() => latestAllowedNavDate(null, "2026-02-30")).toThrow(RangeError);
  });
});
