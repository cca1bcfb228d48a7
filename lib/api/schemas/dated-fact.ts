import { z } from "zod";
import { isoDate } from "@/lib/api/schemas/fields";
import { FACT_REFRESH_DAYS } from "@/lib/funds/facts/fact-refresh";

const refreshText = Object.entries(FACT_REFRESH_DAYS)
  .map(([fact, days]) => `${fact.replace("_", " ")} ${days} days`)
  .join(", ");

/** Where a fact comes from and the date it speaks for. */
const provenance = {
  as_of: isoDate.meta({ description: "The date the source speaks for." }),
  source: z.string().meta({ description: "Where the fact comes from (e.g. AMFI TER, a factsheet file)." }),
  stale: z.boolean().meta({
    description: `Older than its usual refresh on the day of the answer (${refreshText}); always false for other facts.`,
  }),
};

/** The date and source of a fact shown beside it; null when no source gives the fact. */
export const factSource = z.object(provenance).nullable();
export type FactSource = z.output<typeof factSource>;

/** A fact with the date and source of the latest record that gives it; null when no source gives it. */
export const datedFact = <T extends z.ZodType>(value: T, description: string) =>
  z
    .object({ value, ...provenance })
    .nullable()
    .meta({ description: `${description} Null when no source gives it.` });
