import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { sameJsonValue } from "@/lib/json/same-json-value";

// What JSON.stringify writes, read back: the independent answer the function must agree with.
const roundTrip = (value: unknown): unknown => {
  const json = JSON.stringify(value);
  return json === undefined ? undefined : JSON.parse(json);
};

// Values as a refresh makes them: JSON's own, with undefined properties, NaN, infinities and -0 among them.
const values = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -0, 1, 0.1, NaN, Infinity, -Infinity, "", "a", "idcw", "2026-08-21"),
    fc.double(),
    fc.string(),
    fc.array(tie("item"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("a", "b", "reason", "eligible", "peerIndex"), tie("item"), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
  ),
  item: fc.oneof(tie("value"), fc.constant(undefined)),
}));

describe("sameJsonValue", () => {
  it("agrees with JSON.stringify then JSON.parse, for a value against its own reading and against another's", () => {
    fc.assert(
      fc.property(values.value, values.value, (a, b) => {
        expect(sameJsonValue(roundTrip(a), a)).toBe(true);
        expect(sameJsonValue(roundTrip(b), a)).toBe(isDeepStrictEqual(roundTrip(b), roundTrip(a)));
      }),
      { numRuns: 3_000 },
    );
  });

  it("leaves out undefined properties, writes NaN and infinities as null, and -0 as 0", () => {
    expect(
      sameJsonValue({ eligible: true, reason: null }, { eligible: true, reason: null, peerIndex: undefined }),
    ).toBe(true);
    expect(sameJsonValue({ eligible: true }, { eligible: true, reason: null })).toBe(false);
    expect(sameJsonValue({ eligible: true, reason: null }, { eligible: true })).toBe(false);
    expect(sameJsonValue([null, null, 0], [NaN, undefined, -0])).toBe(true);
    expect(sameJsonValue({ medianPct: { "1y": 12.5 } }, { medianPct: { "1y": 12.500000000000002 } })).toBe(false);
  });

  it("answers false for what it does not know, rather than guess", () => {
    const day = new Date("2026-08-21T00:00:00Z");
    expect(sameJsonValue(roundTrip(day), day)).toBe(false);
    expect(sameJsonValue({}, new Map())).toBe(false);
    expect(sameJsonValue(undefined, undefined)).toBe(false);
  });
});
