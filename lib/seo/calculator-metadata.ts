import type { Metadata } from "next";
import {
  findCalculatorLanding,
  type CalculatorLanding,
  type LandingCalculatorId,
} from "@/lib/content/calculator-landings";
import { calculatorContent, type CalculatorId } from "@/lib/content/calculators";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor, type AppPath } from "@/lib/routes/route-table";

/** What a calculator page's `searchParams` resolves to. */
export type CalculatorSearchParams = Promise<Record<string, string | string[] | undefined>>;

function calculatorRoute(id: CalculatorId) {
  // content/calculators.json's tests hold every calculator path to the route table.
  return routeFor(calculatorContent(id).path as AppPath);
}

/**
 * A calculator page's metadata: its content's description, and the plain calculator path as the
 * canonical URL whatever inputs the query holds.
 */
export function calculatorMetadata(id: CalculatorId): Metadata {
  const route = calculatorRoute(id);
  return metadataFor(route, route.title, { description: calculatorContent(id).description, canonical: route.path });
}

/** A landing page's metadata: its own title and description, and its own address as the canonical URL. */
export function calculatorLandingMetadata(landing: CalculatorLanding): Metadata {
  return metadataFor(calculatorRoute(landing.calculator), landing.title, {
    description: landing.description,
    canonical: landing.href,
  });
}

/**
 * The generateMetadata of a calculator with landing pages: a landing's metadata at a landing's exact
 * address, otherwise the calculator's.
 */
export function calculatorPageMetadata(id: LandingCalculatorId) {
  return async function generateMetadata({
    searchParams,
  }: {
    searchParams: CalculatorSearchParams;
  }): Promise<Metadata> {
    const landing = findCalculatorLanding(id, await searchParams);
    return landing ? calculatorLandingMetadata(landing) : calculatorMetadata(id);
  };
}
