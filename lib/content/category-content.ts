import { z } from "zod";
import raw from "@/content/categories.json";
import { notFound } from "@/lib/api/api-error";
import { categoryContentEntry, type CategoryContentEntry } from "@/lib/api/schemas/category-content";

export const categoryContentFile = z.array(categoryContentEntry).superRefine((entries, context) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.slug))
      context.addIssue({ code: "custom", path: [index, "slug"], message: `repeats the slug ${entry.slug}` });
    seen.add(entry.slug);
  });
});

/** Editorial text per SEBI category from content/categories.json, validated when the module loads (so `next build` fails on a broken file). */
export const CATEGORY_CONTENT: readonly CategoryContentEntry[] = categoryContentFile.parse(raw);

const BY_SLUG = new Map(CATEGORY_CONTENT.map((entry) => [entry.slug, entry]));

/** The text of one category; 404 when the file has none for the slug. */
export function categoryContent(slug: string): CategoryContentEntry {
  const entry = BY_SLUG.get(slug);
  if (!entry) throw notFound(`No category content for '${slug}'. See /mutual-funds/categories for the list.`);
  return entry;
}

/** The text of one category, or undefined when the file has none for the slug (for lists that show what there is). */
export function findCategoryContent(slug: string): CategoryContentEntry | undefined {
  return BY_SLUG.get(slug);
}
