import { z } from "zod";
import raw from "@/content/calculators.json";

/** The calculator ids, in the order of the /calculators index. */
export const CALCULATOR_IDS = ["sip", "lumpsum", "stp", "swp", "fd", "cagr", "mf"] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** Icon names of the index cards; components/icons draws them. */
export const CALCULATOR_ICONS = [
  "calendar-repeat",
  "coins",
  "arrows-transfer",
  "wallet-out",
  "bank",
  "trend-up",
  "chart-line",
] as const;
export type CalculatorIconName = (typeof CALCULATOR_ICONS)[number];

const paragraph = z.string().min(20).max(900);
const faq = z.object({ question: z.string().min(10).max(160).endsWith("?"), answer: z.string().min(20).max(700) });

const calculator = z.object({
  id: z.enum(CALCULATOR_IDS),
  path: z.string().regex(/^\/calculators\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a path under /calculators/"),
  title: z.string().min(3).max(60),
  description: z.string().min(20).max(300),
  icon: z.enum(CALCULATOR_ICONS),
  formula: z.object({ heading: z.string().min(3).max(80), paragraphs: z.array(paragraph).min(1).max(4) }),
  faqs: z.array(faq).min(4).max(6),
});

export const calculatorsContentSchema = z
  .object({ lead: z.string().min(20).max(400), calculators: z.array(calculator).length(CALCULATOR_IDS.length) })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    for (const [index, entry] of content.calculators.entries()) {
      for (const key of ["id", "path", "title"] as const) {
        const value = `${key}:${entry[key]}`;
        if (seen.has(value))
          ctx.addIssue({ code: "custom", message: `duplicate ${key}`, path: ["calculators", index, key] });
        seen.add(value);
      }
    }
  });

export type CalculatorsContent = z.infer<typeof calculatorsContentSchema>;
export type CalculatorContent = CalculatorsContent["calculators"][number];
export type CalculatorFaq = CalculatorContent["faqs"][number];

/** Validates the file's data; the error names the file and the field of every problem. */
export function parseCalculatorsContent(data: unknown): CalculatorsContent {
  const result = calculatorsContentSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`content/calculators.json is invalid: ${problems.join("; ")}`);
}

/** The calculators' copy from content/calculators.json, checked at load (so `next build` fails on a broken file). */
export const CALCULATORS_CONTENT: CalculatorsContent = parseCalculatorsContent(raw);

/** One card of the /calculators index. */
export type CalculatorCatalogueEntry = Pick<CalculatorContent, "id" | "title" | "description" | "icon" | "path">;

export const CALCULATOR_CATALOGUE: readonly CalculatorCatalogueEntry[] = CALCULATORS_CONTENT.calculators.map(
  ({ id, title, description, icon, path }) => ({ id, title, description, icon, path }),
);

/** A calculator's title, description, formula explanation and FAQs. */
export function calculatorContent(id: CalculatorId): CalculatorContent {
  const entry = CALCULATORS_CONTENT.calculators.find((c) => c.id === id);
  // The schema requires seven distinct ids of CALCULATOR_IDS, so every id is present.
  if (!entry) throw new Error(`content/calculators.json has no calculator "${id}"`);
  return entry;
}
