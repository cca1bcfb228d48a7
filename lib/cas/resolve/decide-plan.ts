/** A plan a printed name may mean, with how alike the fund words are (pg_trgm similarity, 0..1). */
export interface NameCandidate {
  schemeCode: number;
  planName: string;
  /** The ISIN of the option printed: the reinvestment ISIN for a reinvest option where the plan has one. */
  isin: string | null;
  score: number;
  /**
   * False for a scheme known only from AMFI's scheme master (a closed scheme or a segregated portfolio that
   * publishes no NAV): it is the right answer for such a holding, but the site has no NAV to value it.
   */
  onSite: boolean;
}

/** A candidate as the name query scores it. */
export interface ScoredPlan extends Omit<NameCandidate, "score"> {
  score: number;
  /** The plan's option is the one printed (not only another IDCW option). */
  exactOption: boolean;
  /** A NAV within 30 days before the statement's date. */
  live: boolean;
}

/** `nav`: the name fits several plans and the NAVs the statement prints are this one's only. */
export type MatchedBy = "name" | "nav";

export type NameMatch =
  | { kind: "match"; candidate: NameCandidate; by: MatchedBy }
  | { kind: "ambiguous"; candidates: NameCandidate[] }
  | { kind: "none" };

/** What the site's NAVs say of a plan against the NAVs the statement prints (see nav-evidence.ts). */
export type NavVerdict = "agrees" | "differs" | "unknown";

/** Similarity a plan's fund words must reach, and lead the next plan by, for the name alone to pick it. */
export const MIN_SCORE = 0.6;
export const MIN_LEAD = 0.05;
/** A plan less alike than this is not offered to the member: below it for the best, the name matches nothing. */
export const MIN_OFFER = 0.5;
/** Candidates shown to the member when a name stays ambiguous. */
const SHOWN = 5;

const rank = (a: ScoredPlan, b: ScoredPlan) =>
  b.score - a.score || Number(b.exactOption) - Number(a.exactOption) || Number(b.live) - Number(a.live);

const candidate = (p: ScoredPlan): NameCandidate => ({
  schemeCode: p.schemeCode,
  planName: p.planName,
  isin: p.isin,
  score: Math.round(p.score * 1000) / 1000,
  onSite: p.onSite,
});

/** The plan the name alone settles: at least MIN_SCORE alike and MIN_LEAD ahead, or tied and settled by rank. */
function byNameAlone(sorted: readonly ScoredPlan[]): ScoredPlan | null {
  const [first, second] = sorted;
  if (!first || first.score < MIN_SCORE) return null;
  const leads =
    !second ||
    first.score - second.score >= MIN_LEAD ||
    // An equal score is settled by the printed option, then by the live plan.
    (first.score === second.score && rank(first, second) < 0);
  return leads ? first : null;
}

/**
 * Which plan a printed name means, from the plans that agree with its plan type, option and frequency (`plans`)
 * and the statement's printed NAVs (`navVerdict`). The plan the name settles is taken unless its NAV on a printed
 * date differs; else the one plan alike enough whose NAVs agree (`nav`: two plans of one fund that the name cannot
 * tell apart); else the plan the name settles even so (a row's NAV may be of another day than the row, and the
 * site's NAVs may have gaps: a difference alone never moves the answer to another plan); else the member is shown
 * the candidates.
 */
export function decidePlan(plans: readonly ScoredPlan[], navVerdict: (schemeCode: number) => NavVerdict): NameMatch {
  const sorted = [...plans].sort(rank);
  const offered = sorted.filter((p) => p.score >= MIN_OFFER);
  if (offered.length === 0) return { kind: "none" };
  const named = byNameAlone(sorted);
  if (named && navVerdict(named.schemeCode) !== "differs")
    return { kind: "match", candidate: candidate(named), by: "name" };
  const agreeing = offered.filter((p) => p.score >= MIN_SCORE && navVerdict(p.schemeCode) === "agrees");
  if (agreeing.length === 1) return { kind: "match", candidate: candidate(agreeing[0]!), by: "nav" };
  if (named) return { kind: "match", candidate: candidate(named), by: "name" };
  return { kind: "ambiguous", candidates: offered.slice(0, SHOWN).map(candidate) };
}
