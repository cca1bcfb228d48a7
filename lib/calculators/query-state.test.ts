import * as z from "zod/mini";
import { choiceSchema, crossCheck, numberSchema } from "@/lib/calculators/input-schemas";
import {
  isExactQuery,
  parseQueryNumber,
  parseQueryState,
  serialiseQueryState,
  settleQueryValues,
  type QueryCodec,
} from "@/lib/calculators/query-state";

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
  const size = {
    min: 0,
    max: 10,
    step: 1,
    defaultValue: 8,
    unit: "Y",
    integer: false,
    message: "Enter a size",
  } as const;
  const schema = z
    .object({
      size: numberSchema(size),
      unit: choiceSchema(["a", "b"]),
      note: z.optional(z.iso.date({ error: "Enter a date" })),
    })
    .check(
      crossCheck((v: Form) => (v.unit === "a" || v.size <= 5 ? [] : [{ message: "At most 5 with b", path: ["size"] }])),
    );
  const codec: QueryCodec<Form> = {
    size: { param: "s", kind: "number", resetWith: "unit" },
    unit: { param: "u", kind: "text" },
    note: { param: "n", kind: "text" },
  };
  const defaults: Form = { size: 8, unit: "a" };

  it("round-trips, leaving out undefined fields, without exponent notation", () => {
    expect(serialiseQueryState<Form>({ size: 1e-7, unit: "b" }, codec)).toBe("s=0.0000001&u=b");
    expect(parseQueryState<Form, Form>(new URLSearchParams("s=0.0000001&u=b"), codec, schema, defaults)).toEqual({
      size: 1e-7,
      unit: "b",
    });
  });

  it("takes the first of repeated values and reads Next's searchParams objects", () => {
    expect(parseQueryState<Form, Form>({ s: ["3", "9"], u: "b", n: "2024-02-29" }, codec, schema, defaults)).toEqual({
      size: 3,
      unit: "b",
      note: "2024-02-29",
    });
  });

  it("resets refused values, and related fields together, never throwing", () => {
    expect(parseQueryState<Form, Form>({ s: "11" }, codec, schema, defaults)).toEqual(defaults);
    expect(parseQueryState<Form, Form>({ s: "x", u: "b" }, codec, schema, defaults)).toEqual(defaults); // 8 > 5 with "b": both reset
    expect(parseQueryState<Form, Form>({ s: "2", u: "zzz" }, codec, schema, defaults)).toEqual({ size: 2, unit: "a" });
    expect(parseQueryState<Form, Form>({ u: "b", s: "-3" }, codec, schema, defaults)).toEqual(defaults);
  });
});

describe("settleQueryValues", () => {
  type Form = { size: number };
  const codec: QueryCodec<Form> = { size: { param: "s", kind: "number" } };
  const validate = (candidate: Readonly<Record<string, unknown>>) =>
    candidate.size === 1 || candidate.size === 2
      ? { ok: true as const, inputs: candidate as Form, errors: {} }
      : { ok: false as const, errors: { size: "1 or 2" } };

  it("keeps what the validator accepts and resets what it refuses", () => {
    expect(settleQueryValues({ size: 2 }, codec, validate, { size: 1 })).toEqual({ size: 2 });
    expect(settleQueryValues({ size: 3 }, codec, validate, { size: 1 })).toEqual({ size: 1 });
    expect(settleQueryValues({ other: 2 }, codec, validate, { size: 1 })).toEqual({ size: 1 });
  });

  it("throws when the defaults themselves are refused (a programming error, caught by each calculator's tests)", () => {
    expect(() => settleQueryValues({}, codec, validate, { size: 9 })).toThrow("A calculator's defaults are invalid");
  });
});

describe("isExactQuery", () => {
  const query = "amount=5000&rate=12&unit=years";

  it.each<[string, Record<string, string | string[] | undefined> | URLSearchParams]>([
    ["the same parameters in order", new URLSearchParams(query)],
    ["the same parameters in another order", { unit: "years", amount: "5000", rate: "12" }],
    ["one-value arrays and undefined entries", { unit: ["years"], amount: "5000", rate: "12", other: undefined }],
  ])("matches %s", (_, params) => expect(isExactQuery(params, query)).toBe(true));

  it.each<[string, Record<string, string | string[] | undefined> | URLSearchParams]>([
    ["a missing parameter", { amount: "5000", rate: "12" }],
    ["an extra parameter", { amount: "5000", rate: "12", unit: "years", stepup: "0" }],
    ["another value", { amount: "5,000", rate: "12", unit: "years" }],
    ["a repeated key", { amount: ["5000", "5000"], rate: "12", unit: "years" }],
    ["a repeated key in URLSearchParams", new URLSearchParams(`${query}&rate=12`)],
    ["an empty query", {}],
  ])("refuses %s", (_, params) => expect(isExactQuery(params, query)).toBe(false));
});
