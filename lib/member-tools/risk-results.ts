import type { TransactionSql } from "postgres";
import { ApiError } from "@/lib/api/api-error";
import type { RiskProfileResultRow } from "@/lib/api/schemas/member-tools";
import type { Questionnaire } from "@/lib/risk-profile/questionnaire-schema";
import { scoreRiskProfile, type Answers } from "@/lib/risk-profile/score-risk-profile";

interface Row {
  id: string;
  questionnaire_version: string;
  score: number;
  profile: RiskProfileResultRow["profile"];
  answers: Record<string, string>;
  taken_at: Date;
}

const maxScoreOf = (q: Questionnaire) =>
  q.questions.reduce((sum, question) => sum + Math.max(...question.options.map((o) => o.points)), 0);
const view = (row: Row, maxScore: number): RiskProfileResultRow => ({
  ...row,
  max_score: maxScore,
  taken_at: row.taken_at.toISOString(),
});

export async function listRiskResults(
  tx: TransactionSql,
  userId: string,
  questionnaire: Questionnaire,
): Promise<RiskProfileResultRow[]> {
  const rows = await tx<Row[]>`
    select id, questionnaire_version, score, profile, answers, taken_at from risk_profile_results
    where user_id = ${userId} order by taken_at desc, id limit 50`;
  return rows.map((row) => view(row, maxScoreOf(questionnaire)));
}

/** Scores on the server (never trusting a client's score) and keeps the result beside the earlier ones. */
export async function saveRiskResult(
  tx: TransactionSql,
  userId: string,
  questionnaire: Questionnaire,
  answers: Answers,
): Promise<RiskProfileResultRow> {
  const outcome = scoreRiskProfile(questionnaire, answers);
  if (!outcome.ok) {
    const parts = [
      outcome.missing.length > 0 ? `Please answer every question (missing: ${outcome.missing.join(", ")}).` : null,
      outcome.unknown.length > 0
        ? `These answers are not options of the questionnaire: ${outcome.unknown.join(", ")}.`
        : null,
    ];
    throw new ApiError("bad_request", parts.filter(Boolean).join(" "));
  }
  const [row] = await tx<Row[]>`
    insert into risk_profile_results (user_id, questionnaire_version, answers, score, profile)
    values (${userId}, ${questionnaire.version}, ${tx.json(answers as never)}, ${outcome.result.score}, ${outcome.result.profile.name})
    returning id, questionnaire_version, score, profile, answers, taken_at`;
  return view(row!, outcome.result.maxScore);
}
