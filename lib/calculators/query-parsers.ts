// The server's reading of a calculator page's query: every raw value and the inputs they make are
// parsed with zod. Server components only: client code uses the zod-free query-state.ts, which these
// parsers agree with (query-parsers.test.ts), so zod stays out of the calculators' client bundles.
import { z } from "zod";
import { cagrInputsSchema, cagrQueryState } from "@/lib/calculators/cagr-inputs";
import { fdInputsSchema, fdQueryState } from "@/lib/calculators/fixed-deposit-inputs";
import { validateInputs } from "@/lib/calculators/input-schemas";
import { lumpsumInputsSchema, lumpsumQueryState } from "@/lib/calculators/lumpsum-inputs";
import { mutualFundInputsSchema, mutualFundQueryState } from "@/lib/calculators/mutual-fund-inputs";
import { QUERY_NUMBER_PATTERN, settleQueryValues, type QueryCodec, type QueryParams, type QueryState } from "@/lib/calculators/query-state";
import { sipInputsSchema, sipQueryState } from "@/lib/calculators/sip-inputs";
import { stpInputsSchema, stpQueryState } from "@/lib/calculators/stp-inputs";
import { swpInputsSchema, swpQueryState } from "@/lib/calculators/swp-inputs";

/** A query parameter as Next.js gives it: one string, or an array when the key is repeated (the first counts). */
const firstValue = z.union([z.string(), z.array(z.string())]).transform((value) => (typeof value === "string" ? value : value[0]));

const queryText = firstValue.pipe(z.string());

/** Digits with at most one decimal point, grouping commas allowed ("1,00,000"); no sign, exponent or "Infinity". */
const queryNumber = firstValue
  .pipe(z.string())
  .transform((text) => text.trim().replace(/,/g, ""))
  .pipe(z.string().regex(QUERY_NUMBER_PATTERN))
  .transform(Number)
  .pipe(z.number()); // z.number() refuses the Infinity of a 400-digit string

/** The zod schema of a calculator's raw query: each known parameter, undefined where missing or malformed. */
export function querySchema<Form extends object>(codec: QueryCodec<Form>) {
  const shape: Record<string, z.ZodType<string | number | undefined>> = {};
  for (const field of Object.values(codec) as QueryCodec<Form>[keyof QueryCodec<Form>][]) {
    shape[field.param] = field.kind === "number" ? queryNumber.optional().catch(undefined) : queryText.optional().catch(undefined);
  }
  return z.object(shape);
}

/** URLSearchParams as the object Next.js passes, repeated keys as arrays. */
function queryObject(params: QueryParams): Readonly<Record<string, string | readonly string[] | undefined>> {
  if (!(params instanceof URLSearchParams)) return params;
  const object: Record<string, string[]> = {};
  for (const [key, value] of params) (object[key] ??= []).push(value);
  return object;
}

export interface QueryParser<T> {
  /** Inputs from a page's search params, validated with the calculator's zod schema; bad or missing values take their defaults, field by field. */
  parse: (params: QueryParams) => T;
  /** The calculator's zod input schema. */
  schema: z.ZodType<T>;
  /** The zod-free pair the client uses (serialise writes the URL). */
  state: QueryState<T>;
}

export function defineQueryParser<T, Form extends object>(state: QueryState<T, Form>, schema: z.ZodType<T>): QueryParser<T> {
  const raw = querySchema(state.codec);
  return {
    parse: (params) => {
      const query = raw.parse(queryObject(params));
      const values: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(state.codec) as [string, { param: string }][]) {
        const value = query[field.param];
        if (value !== undefined) values[key] = value;
      }
      return settleQueryValues(values, state.codec, (candidate) => validateInputs(schema, candidate), state.defaults);
    },
    schema,
    state,
  };
}

export const sipQueryParser = defineQueryParser(sipQueryState, sipInputsSchema);
export const lumpsumQueryParser = defineQueryParser(lumpsumQueryState, lumpsumInputsSchema);
export const swpQueryParser = defineQueryParser(swpQueryState, swpInputsSchema);
export const stpQueryParser = defineQueryParser(stpQueryState, stpInputsSchema);
export const fdQueryParser = defineQueryParser(fdQueryState, fdInputsSchema);
export const cagrQueryParser = defineQueryParser(cagrQueryState, cagrInputsSchema);
export const mutualFundQueryParser = defineQueryParser(mutualFundQueryState, mutualFundInputsSchema);
