import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { QuickFilterScope } from "@/lib/api/schemas/categories";
import type { PlanScope } from "@/lib/funds/categories/quick-filter-conditions";

/** "Solution Oriented" -> "solution-oriented". */
export function assetClassSlug(assetClass: string): string {
  return assetClass
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The plans a category page covers: a broad category, or a SEBI category within it; 404 naming what is unknown. */
export async function resolvePlanScope(sql: Sql, scope: QuickFilterScope): Promise<PlanScope> {
  const rows = await sql<
    { id: number; slug: string; asset_class: string }[]
  >`select id, slug, asset_class from categories order by id`;
  const assetClasses = [...new Set(rows.map((row) => row.asset_class))];
  const assetClass = assetClasses.find((name) => assetClassSlug(name) === scope.category_slug);
  if (assetClass === undefined) {
    const known = assetClasses.map(assetClassSlug).join(", ");
    throw notFound(`No broad category matches '${scope.category_slug}'. Use one of: ${known}.`);
  }
  if (scope.sub_category_slug === undefined) return { assetClass, categoryId: null };
  const category = rows.find((row) => row.slug === scope.sub_category_slug);
  if (!category)
    throw notFound(`No sub-category matches '${scope.sub_category_slug}'. See /mutual-funds/categories for the list.`);
  if (category.asset_class !== assetClass) {
    throw notFound(
      `The sub-category '${scope.sub_category_slug}' is not in '${scope.category_slug}' but in '${assetClassSlug(category.asset_class)}'.`,
    );
  }
  return { assetClass, categoryId: category.id };
}
