import { getDatabase } from "@/lib/db/client";

export type DatasetKind = "demo" | "amfi" | "empty";

/** Which dataset the site shows: every page says so while it is the fictional demo dataset. */
export async function getDatasetKind(): Promise<DatasetKind> {
  const { sql } = getDatabase();
  const [row] = await sql<{ kind: DatasetKind }[]>`select kind from dataset_state where id = 1`;
  return row?.kind ?? "empty";
}
