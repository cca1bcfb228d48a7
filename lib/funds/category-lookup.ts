import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { CategorySummary } from "@/lib/api/schemas/fields";

/** A category by numeric id or slug; 404 naming what was asked when neither matches. */
export async function categoryByRef(sql: Sql, ref: string): Promise<CategorySummary> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [category] = await sql<CategorySummary[]>`
    select id, slug, sebi_category as name, asset_class from categories
    where ${id === null ? sql`slug = ${ref.toLowerCase()}` : sql`id = ${id}`}`;
  if (!category) throw notFound(`No category matches '${ref}'. See /mutual-funds/categories for the list.`);
  return category;
}
