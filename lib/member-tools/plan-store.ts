import type { TransactionSql } from "postgres";
import type { PlanTool } from "@/lib/api/schemas/member-tools";

const HISTORY = 24;

interface Row {
  data: unknown;
  saved_at: Date;
}

export interface SavedPlan<T> {
  latest: { data: T; saved_at: string } | null;
  history: { data: T; saved_at: string }[];
}

/** The member's latest save of a tool, and the earlier ones (newest first). `tx` is the member's transaction. */
export async function loadPlan<T>(tx: TransactionSql, userId: string, tool: PlanTool): Promise<SavedPlan<T>> {
  const rows = await tx<Row[]>`
    select data, saved_at from member_plans where user_id = ${userId} and tool = ${tool}
    order by saved_at desc, id desc limit ${HISTORY + 1}`;
  const saves = rows.map((r) => ({ data: r.data as T, saved_at: r.saved_at.toISOString() }));
  return { latest: saves[0] ?? null, history: saves.slice(1) };
}

/** Keeps a new save (the data already parsed by the endpoint's schema) and answers the tool's state. */
export async function savePlan<T>(tx: TransactionSql, userId: string, tool: PlanTool, data: T): Promise<SavedPlan<T>> {
  await tx`insert into member_plans (user_id, tool, data) values (${userId}, ${tool}, ${tx.json(data as never)})`;
  return loadPlan<T>(tx, userId, tool);
}
