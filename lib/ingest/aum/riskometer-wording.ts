import { RISK_LEVELS, type RiskLevel } from "@/lib/ingest/factsheets/factsheet-kinds";

/**
 * The riskometer wordings AMFI's feed uses, normalised (lower case, "risk" and punctuation dropped), to the
 * six SEBI levels the app stores. "Moderately Low" is the pre-2021 five-level scale's name for the level
 * SEBI now calls "Low to Moderate".
 */
const WORDINGS: Readonly<Record<string, RiskLevel>> = {
  ...Object.fromEntries(RISK_LEVELS.map((level) => [level.toLowerCase(), level])),
  "moderately low": "Low to Moderate",
  "low moderate": "Low to Moderate",
};

/** Words that mean the feed gives no riskometer for the fund. */
const UNKNOWN = new Set(["", "na", "n a", "not available"]);

function normalise(wording: string): string {
  return wording
    .toLowerCase()
    .replace(/^investors understand that their principal will be at /, "")
    .replace(/[^a-z]+/g, " ")
    .replace(/\b(risk|riskometer)\b/g, " ")
    .trim()
    .replace(/ +/g, " ");
}

/** The SEBI level of a riskometer wording; null for "no riskometer"; undefined for a wording not known. */
export function riskLevelOf(wording: string | null | undefined): RiskLevel | null | undefined {
  if (wording === null || wording === undefined) return null;
  const key = normalise(wording);
  if (UNKNOWN.has(key)) return null;
  return WORDINGS[key];
}
