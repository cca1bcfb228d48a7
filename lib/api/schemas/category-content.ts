import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { slug } from "@/lib/api/schemas/fields";

const text = z.string().trim().min(1);

export const categoryFaq = z.object({ question: text, answer: text });

/** The editorial text of one SEBI category (content/categories.json holds one per category slug). */
export const categoryContentEntry = z.object({
  slug: text.meta({ description: "Category slug, as in the categories list." }),
  name: text.meta({ description: "SEBI category, e.g. Large Cap Fund." }),
  asset_class: text.meta({ description: "Broad category: Equity, Debt, Hybrid, Solution Oriented or Other." }),
  summary: text.meta({ description: "What the category is, in a sentence or two." }),
  sebi_definition: text.meta({
    description: "What SEBI's categorisation (October 2017 circular, as amended) requires of the category.",
  }),
  who_should_invest: text,
  risk: text.meta({ description: "What can go wrong, in plain words." }),
  taxation: text.meta({
    description: "How gains are taxed in India under the rules in force (a general guide, not tax advice).",
  }),
  faqs: z.array(categoryFaq).min(2).max(3),
});
export type CategoryContentEntry = z.output<typeof categoryContentEntry>;

export const categoryContentQuery = z.object({
  slug: slug.meta({ description: "Category slug.", example: "equity-large-cap-fund" }),
});

export const categoryContentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/mutual-funds/category-content",
  tag: "Categories",
  summary: "What a SEBI category is, who it suits, its risks and taxation, with FAQs",
  query: categoryContentQuery,
  payload: categoryContentEntry,
  cacheable: true,
});

export const CATEGORY_CONTENT_ENDPOINTS = [categoryContentEndpoint] as const;
