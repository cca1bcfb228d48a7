import { PROFILE_NAMES, type ProfileName } from "@/lib/risk-profile/profile-names";
import type { Questionnaire, RiskProfileBand } from "@/lib/risk-profile/questionnaire-schema";

export type Answers = Readonly<Record<string, string>>;

export interface ScoreLine {
  questionId: string;
  topic: string;
  question: string;
  answer: string;
  points: number;
  maxPoints: number;
}

export interface RiskProfileResult {
  score: number;
  maxScore: number;
  breakdown: ScoreLine[];
  /** The band the score falls in, before any cap. */
  scoredProfile: ProfileName;
  /** The profile given: the scored one, lowered by the strictest cap an answer triggers. */
  profile: RiskProfileBand;
  caps: { reason: string; maxProfile: ProfileName }[];
}

export type ScoreOutcome =
  { ok: true; result: RiskProfileResult } | { ok: false; missing: string[]; unknown: string[] };

const rank = (name: ProfileName) => PROFILE_NAMES.indexOf(name);

/** Scores a complete set of answers (every question, each with one of its options). */
export function scoreRiskProfile(questionnaire: Questionnaire, answers: Answers): ScoreOutcome {
  const missing: string[] = [];
  const unknown: string[] = [];
  const breakdown: ScoreLine[] = [];
  for (const question of questionnaire.questions) {
    const chosen = answers[question.id];
    const option = question.options.find((o) => o.id === chosen);
    if (chosen === undefined) missing.push(question.id);
    else if (!option) unknown.push(question.id);
    else
      breakdown.push({
        questionId: question.id,
        topic: question.topic,
        question: question.text,
        answer: option.label,
        points: option.points,
        maxPoints: Math.max(...question.options.map((o) => o.points)),
      });
  }
  const known = new Set(questionnaire.questions.map((q) => q.id));
  for (const key of Object.keys(answers)) if (!known.has(key)) unknown.push(key);
  if (missing.length > 0 || unknown.length > 0) return { ok: false, missing, unknown };

  const score = breakdown.reduce((sum, line) => sum + line.points, 0);
  const maxScore = breakdown.reduce((sum, line) => sum + line.maxPoints, 0);
  const scored = questionnaire.profiles.find((p) => score >= p.minScore && score <= p.maxScore)!;
  const caps = questionnaire.caps
    .filter((cap) => answers[cap.question] === cap.option)
    .map(({ reason, maxProfile }) => ({ reason, maxProfile }));
  const ceiling = caps.reduce((lowest, cap) => Math.min(lowest, rank(cap.maxProfile)), rank(scored.name));
  const profile = questionnaire.profiles.find((p) => p.name === PROFILE_NAMES[ceiling])!;
  return {
    ok: true,
    result: {
      score,
      maxScore,
      breakdown,
      scoredProfile: scored.name,
      profile,
      caps: caps.filter((c) => rank(c.maxProfile) < rank(scored.name)),
    },
  };
}

/** The screener address of a suggested category. */
export function screenHref(screen: { subcategory?: string[]; category?: string[]; q?: string }): string {
  const params = new URLSearchParams();
  for (const value of screen.category ?? []) params.append("category", value);
  for (const value of screen.subcategory ?? []) params.append("subcategory", value);
  if (screen.q) params.set("q", screen.q);
  return `/mutual-funds/mutual-fund-screener?${params.toString()}`;
}
