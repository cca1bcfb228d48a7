import { checkIsin, isValidIsin } from "@/lib/ingest/isin";

describe("checkIsin", () => {
  it.each(["INE040A01034", "INE002A01018", "INF846K01EW2", "US0378331005", "INE009A01021"])("accepts %s", (isin) => {
    expect(checkIsin(isin)).toBe("valid");
    expect(isValidIsin(isin)).toBe(true);
  });

  it.each(["INE040A01035", "INE002A01019", "US0378331006"])("finds the wrong check digit of %s", (isin) => {
    expect(checkIsin(isin)).toBe("bad-check-digit");
  });

  it.each(["", "INE040A0103", "INE040A010345", "1NE040A01034", "ine040a01034", "INE040A0103X"])(
    "rejects the shape of %j",
    (isin) => {
      expect(checkIsin(isin)).toBe("bad-format");
    },
  );
});
