import type { Sql } from "postgres";
import { textMemo } from "@/lib/cache/text-memo";
import { trackedIndexOf, type TrackedIndex } from "@/lib/funds/categories/tracked-index";

/** Scheme names repeat in every refresh and every check. */
const trackedIndexes = textMemo<TrackedIndex>();
const trackedIndexOfName = (name: string) => trackedIndexes(name, () => trackedIndexOf(name));

/** The SEBI categories whose funds track an index: they are ranked among the funds that track the same one. */
export const INDEX_TRACKING_CATEGORIES: readonly string[] = ["Index Funds", "ETFs"];

/**
 * The tracked index of every plan (of `schemeCodes`, or all) in an index-tracking category, read from its scheme
 * name; plans of other categories are absent. A null key means the name does not say which index.
 */
export async function planTrackedIndexes(
  sql: Sql,
  schemeCodes?: readonly number[],
): Promise<Map<number, TrackedIndex>> {
  const rows = await sql<{ scheme_code: number; name: string }[]>`
    select p.scheme_code, s.name from plans p join schemes s on s.id = p.scheme_id join categories c on c.id = s.category_id
    where c.sebi_category = any(${INDEX_TRACKING_CATEGORIES as string[]})
      ${schemeCodes ? sql`and p.scheme_code = any(${schemeCodes as number[]}::int[])` : sql``}`;
  return new Map(rows.map((row) => [row.scheme_code, trackedIndexOfName(row.name)]));
}

/** Live index funds and ETFs whose scheme name names no index we can place: reported, never guessed. */
export async function unplacedIndexSchemes(sql: Sql): Promise<{ scheme_code: number; name: string }[]> {
  const rows = await sql<{ scheme_code: number; name: string }[]>`
    select sp.scheme_code, s.name from screener_plans sp join schemes s on s.id = sp.scheme_id
    where sp.sebi_subcategory_name = any(${INDEX_TRACKING_CATEGORIES as string[]}) order by sp.scheme_code`;
  return rows.filter((row) => trackedIndexOfName(row.name).key === null);
}
