import type { AumCoverage } from "@/lib/api/schemas/amc";
import { formatDate } from "@/lib/format";

/**
 * How each part of a house's schemes is named when a total leaves others out: an asset class by its adjective
 * ("equity and hybrid funds"), and the kinds AMFI files under "Other" by their own noun, since index funds and
 * ETFs are what an AUM total most often lacks. In the order the parts are listed.
 */
const PART_NAMES: readonly (readonly [part: string, adjective: string | null, noun: string | null])[] = [
  ["Equity", "equity", null],
  ["Debt", "debt", null],
  ["Hybrid", "hybrid", null],
  ["Solution Oriented", "solution-oriented", null],
  ["Index Funds", null, "index funds"],
  ["ETFs", null, "ETFs"],
  ["Fund of Funds (Domestic)", null, "domestic funds of funds"],
  ["Fund of Funds (Overseas)", null, "overseas funds of funds"],
];

const joinAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const order = (part: string) => {
  const at = PART_NAMES.findIndex(([name]) => name === part);
  return at === -1 ? PART_NAMES.length : at;
};

/** The parts named as a reader says them: "equity and hybrid funds", "debt funds, index funds and ETFs". */
export function partsText(parts: readonly string[]): string {
  const sorted = [...parts].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const adjectives: string[] = [];
  const nouns: string[] = [];
  for (const part of sorted) {
    const known = PART_NAMES.find(([name]) => name === part);
    if (known?.[1]) adjectives.push(known[1]);
    else nouns.push(known?.[2] ?? `${part.toLowerCase()} schemes`);
  }
  return joinAnd([...(adjectives.length ? [`${joinAnd(adjectives)} funds`] : []), ...nouns]);
}

/**
 * What an AUM total built from part of the schemes covers, e.g. "equity and hybrid funds only: 30 of 121
 * schemes"; null when it covers every scheme or none (then there is no total to qualify).
 */
export function aumCoverageText(coverage: AumCoverage): string | null {
  const { schemes, schemes_with_aum: covered, parts } = coverage;
  if (covered === 0 || covered >= schemes) return null;
  const count = `${covered.toLocaleString("en-IN")} of ${schemes.toLocaleString("en-IN")} schemes`;
  const withAum = parts.filter((part) => part.schemes_with_aum > 0).map((part) => part.part);
  return withAum.length === parts.length ? count : `${partsText(withAum)} only: ${count}`;
}

/** One coverage for many houses (the ranking's own), adding up schemes per part and per source. */
export function mergeAumCoverage(coverages: readonly AumCoverage[]): AumCoverage {
  const parts = new Map<string, AumCoverage["parts"][number]>();
  const sources = new Map<string, AumCoverage["sources"][number]>();
  for (const coverage of coverages) {
    for (const part of coverage.parts) {
      const seen = parts.get(part.part) ?? { part: part.part, schemes: 0, schemes_with_aum: 0 };
      parts.set(part.part, {
        ...seen,
        schemes: seen.schemes + part.schemes,
        schemes_with_aum: seen.schemes_with_aum + part.schemes_with_aum,
      });
    }
    for (const source of coverage.sources) {
      const seen = sources.get(source.source);
      sources.set(
        source.source,
        seen
          ? {
              source: source.source,
              schemes: seen.schemes + source.schemes,
              earliest_as_of: source.earliest_as_of < seen.earliest_as_of ? source.earliest_as_of : seen.earliest_as_of,
              as_of: source.as_of > seen.as_of ? source.as_of : seen.as_of,
            }
          : source,
      );
    }
  }
  return {
    schemes: coverages.reduce((sum, coverage) => sum + coverage.schemes, 0),
    schemes_with_aum: coverages.reduce((sum, coverage) => sum + coverage.schemes_with_aum, 0),
    parts: [...parts.values()],
    sources: [...sources.values()].sort((a, b) => b.schemes - a.schemes || a.source.localeCompare(b.source)),
  };
}

/** Where a total's figures come from and as of when: "AMFI fund performance (AUM), as of Jan 30, 2026". */
export function aumSourcesText(coverage: AumCoverage): string | null {
  if (coverage.sources.length === 0) return null;
  const many = coverage.sources.length > 1;
  return coverage.sources
    .map(({ source, schemes, earliest_as_of, as_of }) => {
      const when =
        earliest_as_of === as_of
          ? `as of ${formatDate(as_of)}`
          : `as of ${formatDate(earliest_as_of)} to ${formatDate(as_of)}`;
      return `${source}, ${when}${many ? ` (${schemes.toLocaleString("en-IN")} scheme${schemes === 1 ? "" : "s"})` : ""}`;
    })
    .join("; ");
}
