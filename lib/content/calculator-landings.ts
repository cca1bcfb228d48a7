import { z } from "zod";
import raw from "@/content/calculator-landings.json";
import {
  fdLandingCopy,
  lumpsumLandingCopy,
  sipLandingCopy,
  swpLandingCopy,
  type LandingCopy,
} from "@/lib/calculators/landing-copy";
import { fdQueryState } from "@/lib/calculators/fixed-deposit-run";
import { validateInputs } from "@/lib/calculators/validate-inputs";
import { lumpsumQueryState } from "@/lib/calculators/lumpsum-run";
import { isExactQuery, type QueryParams, type QueryState } from "@/lib/calculators/query-state";
import { sipQueryState } from "@/lib/calculators/sip-run";
import { swpQueryState } from "@/lib/calculators/swp-run";
import { calculatorContent, type CalculatorId } from "@/lib/content/calculators";

/** The calculators with landing pages (the mutual fund calculator's inputs name a fund, so it has none). */
export const LANDING_CALCULATOR_IDS = ["sip", "lumpsum", "swp", "fd"] as const;
export type LandingCalculatorId = (typeof LANDING_CALCULATOR_IDS)[number];

/** A landing page for common inputs: the calculator's page at the query of those inputs. */
export interface CalculatorLanding extends LandingCopy {
  calculator: LandingCalculatorId;
  /** The query string of the inputs (without "?"), exactly as the calculator's form writes it. */
  query: string;
  /** The page's own address and canonical URL: the calculator's path with that query. */
  href: string;
}

type Built =
  { ok: true; query: string; copy: LandingCopy } | { ok: false; errors: Readonly<Record<string, string | undefined>> };

interface LandingKind {
  /** The input names a landing may set (the calculator's form fields). */
  fields: readonly string[];
  /** The inputs over the calculator's defaults, checked with its input schema, and their query and copy. */
  build: (inputs: Readonly<Record<string, unknown>>) => Built;
  /** The query of the calculator's defaults: the plain calculator page already shows them. */
  defaultQuery: string;
}

function landingKind<T>(state: QueryState<T>, copy: (inputs: T) => LandingCopy): LandingKind {
  const { codec, defaults } = state;
  const build = (inputs: Readonly<Record<string, unknown>>): Built => {
    const validation = validateInputs(state.schema, { ...defaults, ...inputs });
    if (!validation.ok) return { ok: false, errors: validation.errors };
    return { ok: true, query: state.serialise(validation.inputs), copy: copy(validation.inputs) };
  };
  return { fields: Object.keys(codec), build, defaultQuery: state.serialise(state.parse({})) };
}

const KINDS: Record<LandingCalculatorId, LandingKind> = {
  sip: landingKind(sipQueryState, sipLandingCopy),
  lumpsum: landingKind(lumpsumQueryState, lumpsumLandingCopy),
  swp: landingKind(swpQueryState, swpLandingCopy),
  fd: landingKind(fdQueryState, fdLandingCopy),
};

const entrySchema = z.strictObject({
  calculator: z.enum(LANDING_CALCULATOR_IDS),
  /** Form field names and values, over the calculator's defaults ({ "amount": 5000, "duration": 15 }). */
  inputs: z.record(z.string(), z.union([z.number(), z.string()])),
});

export const calculatorLandingsSchema = z
  .strictObject({ landings: z.array(entrySchema).min(1).max(60) })
  .transform((file, ctx): CalculatorLanding[] => {
    const landings: CalculatorLanding[] = [];
    const seen = new Set<string>();
    for (const [index, entry] of file.landings.entries()) {
      const kind = KINDS[entry.calculator];
      const path = ["landings", index, "inputs"];
      const unknown = Object.keys(entry.inputs).filter((name) => !kind.fields.includes(name));
      for (const name of unknown)
        ctx.addIssue({
          code: "custom",
          message: `not an input of the ${entry.calculator} calculator (one of ${kind.fields.join(", ")})`,
          path: [...path, name],
        });
      if (unknown.length > 0) continue;
      const built = kind.build(entry.inputs);
      if (!built.ok) {
        for (const [name, message] of Object.entries(built.errors))
          ctx.addIssue({ code: "custom", message: message ?? "invalid", path: [...path, name] });
        continue;
      }
      const href = `${calculatorContent(entry.calculator).path}?${built.query}`;
      if (built.query === kind.defaultQuery) {
        ctx.addIssue({
          code: "custom",
          message: "these are the calculator's default inputs, which its plain page already shows",
          path,
        });
      } else if (seen.has(href)) {
        ctx.addIssue({ code: "custom", message: "the same inputs as an earlier landing", path });
      }
      seen.add(href);
      landings.push({ calculator: entry.calculator, query: built.query, href, ...built.copy });
    }
    return landings;
  });

/** Validates the file's data; the error names the file and the field of every problem. */
export function parseCalculatorLandings(data: unknown): CalculatorLanding[] {
  const result = calculatorLandingsSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`content/calculator-landings.json is invalid: ${problems.join("; ")}`);
}

/** The landing pages from content/calculator-landings.json, checked at load (so `next build` fails on a broken file). */
export const CALCULATOR_LANDINGS: readonly CalculatorLanding[] = parseCalculatorLandings(raw);

/** A calculator's landing pages, in the file's order (none for a calculator without landings). */
export function calculatorLandings(
  id: CalculatorId,
  landings: readonly CalculatorLanding[] = CALCULATOR_LANDINGS,
): CalculatorLanding[] {
  return landings.filter((landing) => landing.calculator === id);
}

/** The landing a page's query is exactly the address of, if any; any other query is just the calculator. */
export function findCalculatorLanding(
  id: CalculatorId,
  params: QueryParams,
  landings: readonly CalculatorLanding[] = CALCULATOR_LANDINGS,
): CalculatorLanding | undefined {
  return calculatorLandings(id, landings).find((landing) => isExactQuery(params, landing.query));
}
