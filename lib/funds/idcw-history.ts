import type { Sql } from "postgres";

export interface IdcwDeclaration {
  record_date: string;
  /** Gross IDCW, rupees per unit. */
  per_unit: number;
  /** The plan and option as the declaration names them. */
  class_name: string;
  source: string;
}

/** The plan's IDCW declarations, newest record date first, each with its source; empty when none is stored. */
export async function idcwHistory(sql: Sql, schemeCode: number): Promise<IdcwDeclaration[]> {
  return [
    ...(await sql<IdcwDeclaration[]>`
      select to_char(record_date, 'YYYY-MM-DD') as record_date, per_unit::float8 as per_unit, class_name, source
      from idcw_declarations where scheme_code = ${schemeCode}
      order by record_date desc, source`),
  ];
}
