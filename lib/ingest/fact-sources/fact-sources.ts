import { aumSource } from "@/lib/ingest/aum/aum-source";
import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { indexSeriesSource } from "@/lib/ingest/index-series/index-series-source";
import { portfolioSource } from "@/lib/ingest/portfolios/portfolio-source";
import {
  motilalSchemeDataSource,
  utiIdcwSource,
  utiRiskometerSource,
} from "@/lib/ingest/scheme-attributes/scheme-attribute-sources";
import { schemeMasterSource } from "@/lib/ingest/scheme-master/scheme-master-source";
import { terSource } from "@/lib/ingest/ter/ter-source";

/**
 * Every fact source data:import knows, in import order: the scheme master first (TER, AUM and portfolios match
 * the funds it names), then the rest; the fund houses' scheme-attribute files (riskometer, IDCW, scheme data)
 * before portfolios. A file is given to the first source that recognises it: portfolios come
 * last because a legacy .xls is recognised by its container alone.
 */
export const FACT_SOURCES: readonly FactSource[] = [
  schemeMasterSource,
  terSource,
  aumSource,
  indexSeriesSource,
  utiRiskometerSource,
  utiIdcwSource,
  motilalSchemeDataSource,
  portfolioSource,
];

/** The fact source a file's first kilobytes belong to, or null (an AMFI NAV file, or nothing known). */
export function factSourceOf(head: string): FactSource | null {
  return FACT_SOURCES.find((source) => source.recognises(head)) ?? null;
}
