import { z } from "zod";
import { parseQueryNumber, parseQueryState, serialiseQueryState, type QueryCodec } from "@/lib/calculators/query-state";

describe("parseQueryNumber", () => {
  it.each([
    ["100000", 100000],
    ["1,00,000", 100000],
    ["1,000,000.5", 1000000.5],
    [" 12.5 ", 12.5],
    [".5", 0.5],
    ["7.", 7],
    ["0", 0],
  ])("reads %p as %p", (raw, expected) => expect(parseQueryNumber(raw)).toBe(expected));

  it.each(["", "-5", "+5", "1e5", "Infinity", "NaN", "12abc", "1.2.3", "0x10", "٣"])("refuses %p", (raw) => {
    expect(parseQueryNumber(raw)).toBeUndefined();
  });
});

describe("parseQueryState and serialiseQueryState", () => {
  type Form = { size: number; unit: "a" | "b"; note?: string };
  const schema = z
    .object({ size: z.number().max(10), unit: z.enum(["a", "b"]), note: z.string().optional() })
    .refine((v) => v.unit === "a" || v.size <= 5, { path: ["size"] });
  const codec: QueryCodec<Form> = {
    size: { param: "s", kind: "number", resetWith: "unit" },
    unit: { param: "u", kind: "text" },
    note: { param: "n", kind: "text" },
  };
  const defaults: Form = { size: 8, unit: "a" };

  it("round-trips, leaving out undefined fields, without exponent notation", () => {
    expect(serialiseQueryState<Form>({ size: 1e-7, unit: "b" }, codec)).toBe("s=0.0000001&u=b");
    expect(parseQueryState(new URLSearchParams("s=0.0000001&u=b"), codec, schema, defaults)).toEqual({ size: 1e-7, unit: "b" });
  });

  it("takes the first of repeated values and reads Next's searchParams objects", () => {
    expect(parseQueryState({ s: ["3", "9"], u: "b", n: "hi" }, codec, schema, defaults)).toEqual({ size: 3, unit: "b", note: "hi" });
  });

  it("resets refused values, and related fields together, never throwing", () => {
    expect(parseQueryState({ s: "11" }, codec, schema, defaults)).toEqual(defaults);
    expect(parseQueryState({ s: "x", u: "b" }, codec, schema, defaults)).toEqual(defaults); // 8 > 5 with "b": both reset
    expect(parseQueryState({ s: "2", u: "zzz" }, codec, schema, defaults)).toEqual({ size: 2, unit: "a" });
    expect(parseQueryState({ u: "b", s: "-3" }, codec, schema, defaults)).toEqual(defaults);
  });
});
