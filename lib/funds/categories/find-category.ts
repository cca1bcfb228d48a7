import type { Sql } from "postgres";
import { notFound } from "@/lib/api/api-error";
import type { CategorySummary } from "@/lib/api/schemas/categories";

const MAX_SERIAL = 2_147_483_647;

/** A SEBI category by its numeric id or its slug; 404 naming the reference when there is none. */
export async function findCategory(sql: Sql, ref: string): Promise<CategorySummary> {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const [row] =
    id === null
      ? await sql<CategorySummary[]>`select id, slug, sebi_category as name, asset_class from categories where slug = ${ref.toLowerCase()}`
      : id <= MAX_SERIAL
        ? await sql<CategorySummary[]>`select id, slug, sebi_category as name, asset_class from categories where id = ${id}`
        : [];
  if (!row) throw notFound(`No category matches '${ref}'. See /mutual-funds/categories for the list.`);
  return row;
}
