import type { Validation } from "@/lib/calculators/input-fields";
import { validateInputs, type InputSchema } from "@/lib/calculators/validate-inputs";
import { decimalPartsToString, toDecimalParts } from "@/lib/format";

/** What a page gets: Next's `searchParams` object or a URLSearchParams. */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface QueryField<T> {
  /** The query parameter's name. */
  param: string;
  kind: "number" | "text";
  /** Another field reset to its default together with this one (a duration and its unit). */
  resetWith?: Extract<keyof T, string>;
}

/**
 * How each input of a calculator is written in its URL, in the order of the query string. `T` is the
 * flat form state: every field of every mode (a mode's schema drops the fields it does not use).
 */
export type QueryCodec<T> = { readonly [K in Extract<keyof T, string>]-?: QueryField<T> };

function firstValue(params: QueryParams, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return typeof value === "string" ? value : value?.[0];
}

/** The text of a number a URL may carry, once grouping commas are stripped: digits with at most one decimal point. */
export const QUERY_NUMBER_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * A number as a URL may carry it: digits with at most one decimal point, Indian or western grouping
 * commas allowed ("1,00,000"). Anything else (signs, exponents, "Infinity", "") is undefined, so
 * "-5" never turns into 5.
 */
export function parseQueryNumber(raw: string): number | undefined {
  const text = raw.trim().replace(/,/g, "");
  if (!QUERY_NUMBER_PATTERN.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Checks a candidate's inputs (validateInputs with a calculator's schema). */
export type QueryValidator<T> = (candidate: Readonly<Record<string, unknown>>) => Validation<T>;

/** The values a query string sets, read leniently: a missing or malformed value is left out. */
export function readQueryValues<Form extends object>(
  params: QueryParams,
  codec: QueryCodec<Form>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(codec) as Extract<keyof Form, string>[]) {
    const field = codec[key];
    const raw = firstValue(params, field.param);
    if (raw === undefined) continue;
    const value = field.kind === "number" ? parseQueryNumber(raw) : raw;
    if (value !== undefined) values[key] = value;
  }
  return values;
}

/**
 * The inputs of the defaults overlaid with a query's values: a value `validate` refuses (out of
 * range, or clashing with another field) is reset to its default, field by field, until the whole
 * passes; it never throws. `defaults` must pass (each calculator's tests check this).
 */
export function settleQueryValues<Form extends object, T>(
  values: Readonly<Record<string, unknown>>,
  codec: QueryCodec<Form>,
  validate: QueryValidator<T>,
  defaults: Form,
): T {
  const keys = Object.keys(codec) as Extract<keyof Form, string>[];
  const fallback = defaults as Record<string, unknown>;
  const candidate: Record<string, unknown> = { ...fallback };
  for (const key of keys) if (Object.hasOwn(values, key)) candidate[key] = values[key];
  for (let attempt = 0; attempt <= keys.length; attempt++) {
    const result = validate(candidate);
    if (result.ok) return result.inputs;
    let changed = false;
    for (const key of Object.keys(result.errors)) {
      if (!(key in codec)) continue;
      const related = codec[key as Extract<keyof Form, string>].resetWith;
      for (const name of related ? [key, related] : [key]) {
        if (candidate[name] !== fallback[name]) {
          candidate[name] = fallback[name];
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  const fallbackResult = validate(fallback);
  if (!fallbackResult.ok)
    throw new Error(`A calculator's defaults are invalid: ${JSON.stringify(fallbackResult.errors)}`);
  return fallbackResult.inputs;
}

/**
 * Reads a calculator's inputs from a query string with its schema, leniently (see readQueryValues
 * and settleQueryValues).
 */
export function parseQueryState<Form extends object, T>(
  params: QueryParams,
  codec: QueryCodec<Form>,
  schema: InputSchema<T>,
  defaults: Form,
): T {
  return settleQueryValues(
    readQueryValues(params, codec),
    codec,
    (candidate) => validateInputs(schema, candidate),
    defaults,
  );
}

/**
 * Writes inputs as a query string in the codec's order (without the "?"); fields the inputs do not
 * have (those of another mode, unset optional ones) are left out. Numbers are written as their
 * shortest round-trip digits, never in exponent notation (which the parser refuses).
 */
export function serialiseQueryState<Form extends object>(inputs: Partial<Form>, codec: QueryCodec<Form>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(codec) as Extract<keyof Form, string>[]) {
    const value = inputs[key];
    if (value === undefined) continue;
    const text = typeof value === "number" ? decimalPartsToString(toDecimalParts(value)) : String(value);
    params.set(codec[key].param, text);
  }
  return params.toString();
}

/** The query fields of a duration and its unit, reset together. */
export const DURATION_QUERY = {
  duration: { param: "duration", kind: "number", resetWith: "durationUnit" },
  durationUnit: { param: "unit", kind: "text", resetWith: "duration" },
} as const;

export interface QueryState<T, Form extends object = object> {
  /** The calculator's input schema, which every value read from the URL passes. */
  schema: InputSchema<T>;
  /** How each input is written in the URL. */
  codec: QueryCodec<Form>;
  /** The inputs a missing or refused value falls back to. */
  defaults: Form;
  /** Inputs from a page's search params; bad or missing values take their defaults. */
  parse: (params: QueryParams) => T;
  /** The query string (without "?") of the inputs. */
  serialise: (inputs: T) => string;
}

/**
 * A calculator's one URL parser: parse/serialise between its inputs `T` and a query string, the server
 * page and the client alike.
 */
export function defineQueryState<Form extends object, T extends Partial<Form>>(
  codec: QueryCodec<Form>,
  schema: InputSchema<T>,
  defaults: Form,
): QueryState<T, Form> {
  return {
    schema,
    codec,
    defaults,
    parse: (params) => parseQueryState(params, codec, schema, defaults),
    serialise: (inputs) => serialiseQueryState<Form>(inputs, codec),
  };
}

/**
 * Whether a page's query is exactly `query` (a serialised query string): the same parameters, each
 * once with the same text, in any order, and nothing else.
 */
export function isExactQuery(params: QueryParams, query: string): boolean {
  const expected = new URLSearchParams(query);
  const actual: [string, string | readonly string[] | undefined][] =
    params instanceof URLSearchParams
      ? [...params.keys()].map((key) => [key, params.getAll(key)])
      : Object.entries(params);
  const present = actual.filter(([, value]) => value !== undefined);
  if (present.length !== [...new Set(expected.keys())].length) return false;
  return present.every(([key, value]) => {
    const text = typeof value === "string" ? value : value?.length === 1 ? value[0] : undefined;
    return expected.getAll(key).length === 1 && text === expected.get(key);
  });
}
