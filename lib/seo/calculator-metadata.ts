import type { Metadata } from "next";
import { calculatorContent, type CalculatorId } from "@/lib/content/calculators";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor, type AppPath } from "@/lib/routes/route-table";

/** What a calculator page's `searchParams` resolves to. */
export type CalculatorSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A calculator page's metadata: its content's description, and the plain calculator path as the
 * canonical URL whatever inputs the query holds.
 */
export function calculatorMetadata(id: CalculatorId): Metadata {
  const { path, description } = calculatorContent(id);
  // content/calculators.json's tests hold every calculator path to the route table.
  const route = routeFor(path as AppPath);
  return metadataFor(route, route.title, { description, canonical: route.path });
}
