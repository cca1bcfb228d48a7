import type { Crumb } from "@/lib/seo/breadcrumb-json-ld";

export const CALCULATORS_PATH = "/calculators";

/** Home > Calculators, then the calculator when there is one. */
export function calculatorBreadcrumbs(calculator?: { title: string; path: string }): Crumb[] {
  const trail: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Calculators", path: CALCULATORS_PATH },
  ];
  return calculator ? [...trail, { name: calculator.title, path: calculator.path }] : trail;
}
