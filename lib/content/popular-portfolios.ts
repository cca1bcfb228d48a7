import { z } from "zod";
import raw from "@/content/popular-portfolios.json";
import { findCategoryContent } from "@/lib/content/category-content";
import { heading, kebabId, paragraph } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

const allocation = z.object({
  category: kebabId.refine((slug) => findCategoryContent(slug) !== undefined, {
    message: "must be a category slug of content/categories.json",
  }),
  weight: z.number().int().min(5).max(100),
  role: z.string().min(5).max(120),
});

const portfolio = z.object({
  id: kebabId,
  name: heading,
  summary: paragraph,
  horizon: z.string().min(3).max(40),
  allocations: z
    .array(allocation)
    .min(2)
    .max(8)
    .refine((list) => list.reduce((sum, entry) => sum + entry.weight, 0) === 100, {
      message: "the weights must add up to 100",
    }),
});

export const popularPortfoliosSchema = z.object({
  lead: paragraph,
  note: paragraph,
  portfolios: z.array(portfolio).min(3).max(6),
});

export type PopularPortfolios = z.infer<typeof popularPortfoliosSchema>;
export type ModelPortfolio = PopularPortfolios["portfolios"][number];

export const POPULAR_PORTFOLIOS_FILE = "content/popular-portfolios.json";

/** The model portfolios (content/popular-portfolios.json), checked at load. */
export const POPULAR_PORTFOLIOS: PopularPortfolios = parseContent(
  POPULAR_PORTFOLIOS_FILE,
  popularPortfoliosSchema,
  raw,
);

/** The screener, filtered to one SEBI category. */
export function categoryScreenHref(slug: string): string {
  return `/mutual-funds/mutual-fund-screener?subcategory=${encodeURIComponent(slug)}`;
}
