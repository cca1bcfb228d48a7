import { parseGoDuration } from "@/lib/auth/service/go-duration";

describe("parseGoDuration", () => {
  it.each([
    ["24h", 86_400_000],
    ["1h30m", 5_400_000],
    ["90s", 90_000],
    ["1.5h", 5_400_000],
    ["250ms", 250],
    ["2h45m30s", 9_930_000],
    ["0", 0],
    ["0s", 0],
    [".5s", 500],
  ])("reads %s as %d ms", (text, ms) => {
    expect(parseGoDuration(text)).toBe(ms);
  });

  it.each(["", "24", "h", "1d", "1h 30m", "-1h", "1hh", "one hour", "1h30"])("refuses %j", (text) => {
    expect(parseGoDuration(text)).toBeNull();
  });
});
