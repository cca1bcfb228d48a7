import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { questionnaireSchema, type Questionnaire } from "@/lib/risk-profile/questionnaire-schema";
import { scoreRiskProfile, screenHref, type Answers } from "@/lib/risk-profile/score-risk-profile";

const Q = RISK_QUESTIONNAIRE;
const lowest = (id: string) => [...Q.questions.find((q) => q.id === id)!.options].sort((a, b) => a.points - b.points);

/**
 * Answers worth exactly `target` points that trigger no cap: the horizon and the reaction to a fall start
 * at their lowest uncapped options, then each question is raised in turn until the target is reached.
 */
function answersWorth(target: number): Answers {
  const uncapped = (id: string) =>
    lowest(id).filter((o) => !Q.caps.some((c) => c.question === id && c.option === o.id));
  const choice = new Map(
    Q.questions.map((q) => [q.id, (q.id === "horizon" || q.id === "fall" ? uncapped(q.id) : lowest(q.id))[0]!]),
  );
  let total = [...choice.values()].reduce((s, o) => s + o.points, 0);
  for (const question of Q.questions) {
    for (const option of [...question.options].sort((a, b) => a.points - b.points)) {
      const gain = option.points - choice.get(question.id)!.points;
      if (gain > 0 && total + gain <= target) {
        total += gain;
        choice.set(question.id, option);
      }
    }
  }
  if (total !== target) throw new Error(`cannot make ${target} points without a cap`);
  return Object.fromEntries([...choice].map(([id, o]) => [id, o.id]));
}

describe("the questionnaire content", () => {
  it("scores 0 to 40 over ten questions", () => {
    expect(Q.questions).toHaveLength(10);
    expect(Q.profiles[0]!.minScore).toBe(0);
    expect(Q.profiles.at(-1)!.maxScore).toBe(40);
  });

  it.each<[string, (doc: Questionnaire) => void, string]>([
    ["a gap between bands", (d) => void (d.profiles[1]!.minScore = 12), "profiles.1.minScore"],
    ["an allocation over 100", (d) => void (d.profiles[0]!.allocation.equity = 20), "profiles.0.allocation"],
    ["bands that stop short of the top score", (d) => void (d.profiles[4]!.maxScore = 39), "profiles.4.maxScore"],
    ["a cap on an unknown option", (d) => void (d.caps[0]!.option = "never"), "caps.0.option"],
    [
      "two options with one id",
      (d) => void (d.questions[0]!.options[1]!.id = d.questions[0]!.options[0]!.id),
      "questions.0.options",
    ],
  ])("refuses %s, naming the field", (_name, breakIt, path) => {
    const doc = JSON.parse(JSON.stringify(Q)) as Questionnaire;
    breakIt(doc);
    const parsed = questionnaireSchema.safeParse(doc);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });
});

describe("scoreRiskProfile at every band edge", () => {
  it.each([
    [3, "Conservative"],
    [10, "Conservative"],
    [11, "Moderately Conservative"],
    [17, "Moderately Conservative"],
    [18, "Moderate"],
    [25, "Moderate"],
    [26, "Moderately Aggressive"],
    [32, "Moderately Aggressive"],
    [33, "Aggressive"],
    [40, "Aggressive"],
  ])("%i points -> %s", (points, name) => {
    const outcome = scoreRiskProfile(Q, answersWorth(points));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.score).toBe(points);
    expect(outcome.result.maxScore).toBe(40);
    expect(outcome.result.profile.name).toBe(name);
    expect(outcome.result.scoredProfile).toBe(name);
    expect(outcome.result.breakdown.reduce((s, l) => s + l.points, 0)).toBe(points);
  });

  it("scores all-lowest answers 0: Conservative", () => {
    const zero = Object.fromEntries(Q.questions.map((q) => [q.id, lowest(q.id)[0]!.id]));
    const outcome = scoreRiskProfile(Q, zero);
    expect(outcome.ok && [outcome.result.score, outcome.result.profile.name]).toEqual([0, "Conservative"]);
  });
});

describe("caps", () => {
  it("lowers a high score when the money is needed within a year, and says why", () => {
    const answers = { ...answersWorth(36), horizon: "under-1" };
    const outcome = scoreRiskProfile(Q, answers);
    if (!outcome.ok) throw new Error("expected a result");
    expect(outcome.result.score).toBe(32);
    expect(outcome.result.scoredProfile).toBe("Moderately Aggressive");
    expect(outcome.result.profile.name).toBe("Conservative");
    expect(outcome.result.caps).toEqual([
      { maxProfile: "Conservative", reason: expect.stringContaining("within a year") },
    ]);
  });

  it("applies the strictest of several caps, and none that would not lower the profile", () => {
    const both = scoreRiskProfile(Q, { ...answersWorth(30), horizon: "1-3", fall: "sell-all" });
    expect(both.ok && both.result.profile.name).toBe("Moderately Conservative");
    const low = scoreRiskProfile(Q, { ...answersWorth(5), fall: "sell-all" });
    expect(low.ok && low.result.caps).toEqual([]);
  });
});

describe("incomplete or foreign answers", () => {
  it("names the unanswered and the unknown", () => {
    const answers: Record<string, string> = { ...answersWorth(20) };
    delete answers.loss;
    answers.age = "ninety";
    answers.shoeSize = "9";
    expect(scoreRiskProfile(Q, answers)).toEqual({ ok: false, missing: ["loss"], unknown: ["age", "shoeSize"] });
  });
});

describe("screenHref", () => {
  it("writes the screener's own parameters", () => {
    expect(screenHref({ subcategory: ["Large & Mid Cap Fund"] })).toBe(
      "/mutual-funds/mutual-fund-screener?subcategory=Large+%26+Mid+Cap+Fund",
    );
    expect(screenHref({ category: ["Debt"], q: "gold" })).toBe(
      "/mutual-funds/mutual-fund-screener?category=Debt&q=gold",
    );
  });
});
