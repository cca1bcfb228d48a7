import type { Sql, TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { Watchlist, WatchlistItem } from "@/lib/api/schemas/watchlists";
import { fundsForWatchlist, planExists } from "@/lib/watchlists/watchlist-funds";
import {
  cleanWatchlistName,
  MAX_ITEMS_PER_WATCHLIST,
  MAX_WATCHLISTS_PER_MEMBER,
  WATCHLIST_MESSAGES,
} from "@/lib/watchlists/watchlist-rules";

// Every query names the member (user_id = ...) even though row-level security would hide other members'
// rows anyway: the policy is the second line, not the first. `tx` is the member's transaction.

interface WatchlistRow {
  id: string;
  user_defined_name: string;
  asset_type: "mutual_fund";
  item_count: number;
  created_at: Date;
}

const view = (row: WatchlistRow): Watchlist => ({ ...row, created_at: row.created_at.toISOString() });

function validName(raw: string): string {
  const cleaned = cleanWatchlistName(raw);
  if (!cleaned.ok) throw new ApiError("bad_request", cleaned.message);
  return cleaned.name;
}

async function countOf(rows: Promise<readonly { n: number }[]>): Promise<number> {
  return (await rows)[0]?.n ?? 0;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

export async function listWatchlists(tx: TransactionSql, userId: string): Promise<Watchlist[]> {
  const rows = await tx<WatchlistRow[]>`
    select w.id, w.user_defined_name, w.asset_type, w.created_at,
      (select count(*)::int from watchlist_items i where i.watchlist_id = w.id) as item_count
    from watchlists w where w.user_id = ${userId} order by w.created_at, w.id`;
  return rows.map(view);
}

/** Serialises one member's list-changing requests, so two creates cannot both pass the limit. */
async function lockMember(tx: TransactionSql, userId: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${userId}, 7))`;
}

async function nameTaken(tx: TransactionSql, userId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows =
    await tx`select 1 from watchlists where user_id = ${userId} and lower(user_defined_name) = lower(${name}) and id is distinct from ${exceptId}`;
  return rows.length > 0;
}

export async function createWatchlist(tx: TransactionSql, userId: string, rawName: string): Promise<Watchlist> {
  const name = validName(rawName);
  await lockMember(tx, userId);
  const n = await countOf(tx<{ n: number }[]>`select count(*)::int as n from watchlists where user_id = ${userId}`);
  if (n >= MAX_WATCHLISTS_PER_MEMBER) throw new ApiError("conflict", WATCHLIST_MESSAGES.tooManyLists);
  if (await nameTaken(tx, userId, name, null)) throw new ApiError("conflict", WATCHLIST_MESSAGES.nameTaken);
  const [row] = await tx<WatchlistRow[]>`
    insert into watchlists (user_id, user_defined_name) values (${userId}, ${name})
    returning id, user_defined_name, asset_type, 0 as item_count, created_at`;
  return view(row!);
}

export async function renameWatchlist(
  tx: TransactionSql,
  userId: string,
  id: string,
  rawName: string,
): Promise<Watchlist> {
  const name = validName(rawName);
  await lockMember(tx, userId);
  if (await nameTaken(tx, userId, name, id)) throw new ApiError("conflict", WATCHLIST_MESSAGES.nameTaken);
  try {
    const [row] = await tx<WatchlistRow[]>`
      update watchlists w set user_defined_name = ${name}, updated_at = now() where w.id = ${id} and w.user_id = ${userId}
      returning w.id, w.user_defined_name, w.asset_type, w.created_at,
        (select count(*)::int from watchlist_items i where i.watchlist_id = w.id) as item_count`;
    if (!row) throw new ApiError("not_found", WATCHLIST_MESSAGES.notFound);
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", WATCHLIST_MESSAGES.nameTaken);
    throw error;
  }
}

/** Deletes the list; its items go in the same statement (ON DELETE CASCADE), so in the same transaction. */
export async function deleteWatchlist(tx: TransactionSql, userId: string, id: string): Promise<{ id: string }> {
  const [row] = await tx<
    { id: string }[]
  >`delete from watchlists where id = ${id} and user_id = ${userId} returning id`;
  if (!row) throw new ApiError("not_found", WATCHLIST_MESSAGES.notFound);
  return row;
}

interface ItemRow {
  id: string;
  scheme_code: number;
  created_at: Date;
}

async function ownedWatchlist(tx: TransactionSql, userId: string, id: string, lock: boolean): Promise<boolean> {
  const rows = lock
    ? await tx`select id from watchlists where id = ${id} and user_id = ${userId} for update`
    : await tx`select id from watchlists where id = ${id} and user_id = ${userId}`;
  return rows.length > 0;
}

export async function listItems(tx: TransactionSql, sql: Sql, userId: string, id: string): Promise<WatchlistItem[]> {
  if (!(await ownedWatchlist(tx, userId, id, false))) throw new ApiError("not_found", WATCHLIST_MESSAGES.notFound);
  const rows = await tx<ItemRow[]>`
    select id, scheme_code, created_at from watchlist_items where watchlist_id = ${id} and user_id = ${userId} order by created_at, id`;
  const funds = await fundsForWatchlist(
    sql,
    rows.map((r) => r.scheme_code),
  );
  return rows.map((r) => ({
    id: r.id,
    scheme_code: r.scheme_code,
    added_at: r.created_at.toISOString(),
    fund: funds.get(r.scheme_code) ?? null,
  }));
}

type AddOutcome = { ok: true; item: ItemRow } | { ok: false; status: "not_found" | "conflict"; message: string };

/** Adds one fund to one list, holding the list's row lock so concurrent adds count the items one at a time. */
async function addOne(tx: TransactionSql, userId: string, id: string, schemeCode: number): Promise<AddOutcome> {
  if (!(await ownedWatchlist(tx, userId, id, true)))
    return { ok: false, status: "not_found", message: WATCHLIST_MESSAGES.notFound };
  const n = await countOf(
    tx<{ n: number }[]>`select count(*)::int as n from watchlist_items where watchlist_id = ${id}`,
  );
  const [existing] = await tx`select 1 from watchlist_items where watchlist_id = ${id} and scheme_code = ${schemeCode}`;
  if (existing) return { ok: false, status: "conflict", message: WATCHLIST_MESSAGES.duplicate };
  if (n >= MAX_ITEMS_PER_WATCHLIST) return { ok: false, status: "conflict", message: WATCHLIST_MESSAGES.full };
  const [item] = await tx<ItemRow[]>`
    insert into watchlist_items (watchlist_id, user_id, scheme_code) values (${id}, ${userId}, ${schemeCode})
    returning id, scheme_code, created_at`;
  return { ok: true, item: item! };
}

export async function addItem(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  id: string,
  schemeCode: number,
): Promise<WatchlistItem> {
  if (!(await planExists(sql, schemeCode))) throw new ApiError("bad_request", WATCHLIST_MESSAGES.unknownFund);
  const outcome = await addOne(tx, userId, id, schemeCode);
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.message);
  const funds = await fundsForWatchlist(sql, [schemeCode]);
  return {
    id: outcome.item.id,
    scheme_code: schemeCode,
    added_at: outcome.item.created_at.toISOString(),
    fund: funds.get(schemeCode) ?? null,
  };
}

export async function removeItem(
  tx: TransactionSql,
  userId: string,
  id: string,
  itemId: string,
): Promise<{ id: string }> {
  const [row] = await tx<{ id: string }[]>`
    delete from watchlist_items where id = ${itemId} and watchlist_id = ${id} and user_id = ${userId} returning id`;
  if (!row) throw new ApiError("not_found", WATCHLIST_MESSAGES.itemNotFound);
  return row;
}

export interface BulkResult {
  watchlist_id: string;
  status: "success" | "error";
  message: string;
}

/**
 * One result per entry, in the request's order. Lists are locked in id order whatever the request's
 * order, so two bulk adds over the same lists cannot deadlock.
 */
export async function addToMany(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  entries: readonly { watchlist_id: string; scheme_code: number }[],
): Promise<BulkResult[]> {
  const known = new Map<number, boolean>();
  for (const code of new Set(entries.map((e) => e.scheme_code))) known.set(code, await planExists(sql, code));
  const order = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.watchlist_id < b.entry.watchlist_id
        ? -1
        : a.entry.watchlist_id > b.entry.watchlist_id
          ? 1
          : a.index - b.index,
    );
  const results: BulkResult[] = new Array(entries.length);
  for (const { entry, index } of order) {
    if (!known.get(entry.scheme_code)) {
      results[index] = { watchlist_id: entry.watchlist_id, status: "error", message: WATCHLIST_MESSAGES.unknownFund };
      continue;
    }
    const outcome = await addOne(tx, userId, entry.watchlist_id, entry.scheme_code);
    results[index] = outcome.ok
      ? { watchlist_id: entry.watchlist_id, status: "success", message: WATCHLIST_MESSAGES.added }
      : { watchlist_id: entry.watchlist_id, status: "error", message: outcome.message };
  }
  return results;
}

export async function savedSchemeCodes(tx: TransactionSql, userId: string): Promise<{ scheme_codes: number[] }> {
  const rows = await tx<
    { scheme_code: number }[]
  >`select distinct scheme_code from watchlist_items where user_id = ${userId} order by scheme_code`;
  return { scheme_codes: rows.map((r) => r.scheme_code) };
}
