import type { PendingQuery, Row as PostgresRow, Sql } from "postgres";
import type { ScreenerPage, ScreenerPlan } from "@/lib/api/schemas/screener";
import type { ScreenerQuery } from "@/lib/screener/screener-query";
import { GROWTH_OPTION_SQL } from "@/lib/screener/investor-return-sql";
import { SCREENER_RANGE_KEYS } from "@/lib/screener/screener-constants";
import { SCREENER_ROW_COLUMNS, toScreenerPlans, type ScreenerRowData } from "@/lib/screener/screener-row";
import type { DataMemo } from "@/lib/api/data-memo";
import { rowsAt } from "@/lib/screener/screener-row-blocks";
import { orderDirection, SCREENER_ORDERS } from "@/lib/screener/screener-sorts";

type Fragment = PendingQuery<PostgresRow[]>;

/** A name match tolerates typos (trigram word similarity) and word order (each word on its own). */
const WORD_SIMILARITY = 0.4;
const MAX_SEARCH_WORDS = 6;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}&]+/u)
        .filter((word) => word.length > 0),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
}

function conditions(sql: Sql, query: ScreenerQuery, words: string[]): Fragment[] {
  const where: Fragment[] = [];
  if (query.amc.length) where.push(sql`amc_slug = any(${query.amc})`);
  // Broad categories match whatever the case (equity, Equity), as the graph call does.
  if (query.category.length)
    where.push(sql`lower(sebi_category_name) = any(${query.category.map((c) => c.toLowerCase())})`);
  if (query.subcategory.length) where.push(sql`category_slug = any(${query.subcategory})`);
  if (query.risk_level.length) where.push(sql`risk_level = any(${query.risk_level})`);
  if (query.plan_type.length) where.push(sql`plan_type = any(${query.plan_type})`);
  if (query.option_type.length) where.push(sql`option_type = any(${query.option_type})`);
  for (const key of SCREENER_RANGE_KEYS) {
    const column = SCREENER_ORDERS[key].sql;
    const min = query[`${key}_min`];
    const max = query[`${key}_max`];
    if (min !== undefined) where.push(sql`${sql.unsafe(column)} >= ${min}`);
    if (max !== undefined) where.push(sql`${sql.unsafe(column)} <= ${max}`);
  }
  // Both arms can use the trigram index on search_text: a substring (ILIKE) or a similar word (<%).
  for (const word of words) where.push(sql`(search_text ilike ${`%${escapeLike(word)}%`} or ${word} <% search_text)`);
  return where;
}

function whereClause(sql: Sql, parts: Fragment[]): Fragment {
  if (parts.length === 0) return sql``;
  return parts.slice(1).reduce((clause, part) => sql`${clause} and ${part}`, sql`where ${parts[0]!}`);
}

function orderClause(sql: Sql, query: ScreenerQuery, words: string[]): Fragment {
  if (!query.order_by && words.length) {
    const relevance = words
      .map((word) => sql`word_similarity(${word}, search_text)`)
      .reduce((sum, term) => sql`${sum} + ${term}`);
    // Equally relevant plans (a fund's Growth and IDCW options) list the Growth plan first, as the pickers do.
    return sql`order by ${relevance} desc, ${sql.unsafe(GROWTH_OPTION_SQL)} desc, aum desc nulls last, scheme_code`;
  }
  const key = query.order_by ?? "aum";
  // Nulls last in both directions: a fund without a 3-year history never tops a "lowest return" sort.
  return sql`order by ${sql.unsafe(SCREENER_ORDERS[key].sql)} ${sql.unsafe(orderDirection(key, query.order_dir))} nulls last, scheme_code`;
}

/** Every plan a screen matches, in its order, with the counts a page reports. */
export interface ScreenerOrder {
  total: number;
  /** How many of them have the sorted value (null without a sort key). */
  known: number | null;
  /** scheme_code of each match, in the screen's order. */
  keys: readonly number[];
}

/** The screen's matches in order: the query without its page, which every page of the screen shares. */
async function screenerOrder(sql: Sql, query: ScreenerQuery, words: string[]): Promise<ScreenerOrder> {
  const run = async (db: Sql) => {
    // With a sort, the count says how many plans have the sorted value: a sort by a return most plans lack
    // must say how few it orders. The keys come back as one text value: 8,500 rows of one integer each
    // cost the driver several times more to read.
    const known = query.order_by ? db.unsafe(SCREENER_ORDERS[query.order_by].sql) : db`null`;
    const [row] = await db<{ total: number; known: number | null; keys: string | null }[]>`
      select count(*)::int as total, count(${known})::int as known,
        string_agg(scheme_code::text, ',' ${orderClause(db, query, words)}) as keys
      from screener_plans ${whereClause(db, conditions(db, query, words))}`;
    return row;
  };
  const row = words.length ? await searchTransaction(sql, run) : await run(sql);
  return {
    total: row?.total ?? 0,
    known: query.order_by ? (row?.known ?? 0) : null,
    keys: row?.keys ? row.keys.split(",").map(Number) : [],
  };
}

/** The memo key of a screen's order: the query without page and page size (normalised by the schema). */
function orderKey(query: ScreenerQuery): string {
  const { page: _page, page_size: _size, ...screen } = query;
  return `screener-order ${JSON.stringify(screen)}`;
}

/** The plans of these keys, in their order. */
async function plansByKey(sql: Sql, keys: readonly number[]): Promise<ScreenerPlan[]> {
  // One JSON value rather than a row per plan: the driver's per-column parsing cost twice the Node time of the
  // whole query.
  const [block] = await sql<{ rows: ScreenerRowData[] | null }[]>`
    select json_agg(block) as rows from (
      select ${sql.unsafe(SCREENER_ROW_COLUMNS)}
      from unnest(${keys}::int[]) with ordinality as block(scheme_code, position)
      join screener_plans using (scheme_code) order by block.position
    ) block`;
  return toScreenerPlans(block?.rows ?? []);
}

/**
 * One page of the screener: the rows, the true total, and the page count (a page past the end is empty).
 * The screen's order (every match's key, sorted) is computed once and, given a memo, kept for every page
 * of the screen, and so are its rows, in blocks (screener-row-blocks.ts): a page of rows read before
 * then reads nothing from the database.
 */
export async function listScreenerPlans(sql: Sql, query: ScreenerQuery, memo?: DataMemo): Promise<ScreenerPage> {
  const words = searchWords(query.q);
  const computeOrder = () => screenerOrder(sql, query, words);
  const order = memo ? await memo(orderKey(query), computeOrder) : await computeOrder();
  const offset = (query.page - 1) * query.page_size;
  const plans = await rowsAt(order.keys, offset, offset + query.page_size, (keys) => plansByKey(sql, keys), memo);
  return {
    plans: [...plans],
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.ceil(order.total / query.page_size),
    total: order.total,
    sort_coverage: query.order_by ? { value: SCREENER_ORDERS[query.order_by].value, known: order.known ?? 0 } : null,
  };
}

/** Name search runs with a looser trigram threshold (typos), set for its own transaction only. */
async function searchTransaction<T>(sql: Sql, run: (db: Sql) => Promise<T>): Promise<T> {
  return (await sql.begin(async (tx) => {
    await tx`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`;
    return run(tx as unknown as Sql);
  })) as T;
}
