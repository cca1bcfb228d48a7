import { banUntil, mergeMetadata } from "@/lib/auth/service/admin-users";
import { isUuid } from "@/lib/auth/service/uuid-param";

describe("mergeMetadata", () => {
  it("adds and replaces keys, removes a key set to null and keeps the rest", () => {
    expect(mergeMetadata({ a: 1, b: { deep: true }, c: "x" }, { a: 2, c: null, d: [1] })).toEqual({
      a: 2,
      b: { deep: true },
      d: [1],
    });
  });

  it("leaves the original untouched", () => {
    const current = { a: 1 };
    mergeMetadata(current, { a: null });
    expect(current).toEqual({ a: 1 });
  });
});

describe("banUntil", () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0);

  it("is the moment the duration ends", () => {
    expect(banUntil("24h", now)).toEqual(new Date(now + 86_400_000));
    expect(banUntil("1h30m", now)).toEqual(new Date(now + 5_400_000));
  });

  it("lifts the ban for none and changes nothing when no duration is given", () => {
    expect(banUntil("none", now)).toBeNull();
    expect(banUntil(undefined, now)).toBeUndefined();
    expect(banUntil(null, now)).toBeUndefined();
    expect(banUntil("", now)).toBeUndefined();
  });

  it("refuses what is not a Go duration with validation_failed", () => {
    expect(() => banUntil("1 day", now)).toThrow(
      expect.objectContaining({
        status: 400,
        code: "validation_failed",
        message: 'invalid format for ban duration: time: invalid duration "1 day"',
      }),
    );
  });
});

describe("isUuid", () => {
  it.each(["00000000-0000-4000-8000-000000000000", "6F9619FF-8B86-D011-B42D-00C04FC964FF"])("accepts %s", (id) => {
    expect(isUuid(id)).toBe(true);
  });

  it.each([
    "",
    "12345",
    "00000000-0000-4000-8000-00000000000",
    "00000000-0000-4000-8000-0000000000000",
    "g0000000-0000-4000-8000-000000000000",
    "00000000000040008000000000000000",
    null,
    undefined,
  ])("refuses %p", (id) => {
    expect(isUuid(id)).toBe(false);
  });
});
