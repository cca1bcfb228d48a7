/** A TER file read into cells, whatever its format: the header row and the data rows under it. */
export interface TerTable {
  header: string[];
  /** `at` says where a row is for messages ("line 12", "table row 12", "sheet TER_Revised row 12"). */
  rows: { at: string; cells: (string | number | null)[] }[];
}

export type TerTableResult = { ok: true; table: TerTable } | { ok: false; message: string };
