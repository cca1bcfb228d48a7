"use client";

import { useCallback, useState } from "react";
import { ChartFigure } from "@/components/charts/chart-figure";
import { loadPlan, loadRiskResults } from "@/components/data/endpoint-loaders/member-tools";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { NumberField } from "@/components/ui/number-field";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { GoalInput } from "@/lib/api/schemas/member-tools";
import type { Timing } from "@/lib/calculators/periods";
import { GOAL_KIND_LABELS, GOAL_KINDS, type GoalKind } from "@/lib/planning/goal-kinds";
import type { ProfileName } from "@/lib/risk-profile/profile-names";
import { formatInr } from "@/lib/format";
import { GOAL_PLAN_CONVENTION, goalsAgainstCapacity, planSavedGoal } from "@/lib/planning/goal-plan";
import { summariseSpending, type Expenses } from "@/lib/planning/spending-habits";
import { AmountField } from "./amount-field";
import { SaveBar } from "./save-bar";
import { useSavedPlan } from "./use-saved-plan";
import styles from "./planning.module.css";

type Kind = GoalKind;
type Goal = GoalInput;
type Draft = { [K in keyof Goal]: K extends "kind" | "name" ? Goal[K] : number | null };

const NO_INPUT = {};
const MAX_GOALS = 20;

function complete(draft: Draft): Goal | null {
  const { today_cost, years, inflation_pct, return_pct, savings, step_up_pct } = draft;
  if (!draft.name.trim() || !today_cost || !years || years < 1 || years > 50) return null;
  if (inflation_pct === null || return_pct === null || inflation_pct > 20 || return_pct > 30) return null;
  return {
    ...draft,
    name: draft.name.trim(),
    today_cost,
    years,
    inflation_pct,
    return_pct,
    savings: savings ?? 0,
    step_up_pct: step_up_pct ?? 0,
  };
}

const SIP_TIMING_OPTIONS = [
  { value: "start", label: "Start of each month" },
  { value: "end", label: "End of each month" },
] as const satisfies readonly { value: Timing; label: string }[];

/**
 * Several goals, each with its future cost, SIP (start of month unless chosen otherwise), lumpsum and path; the total against what
 * the member can save (the saved Spending Habits: saving them there updates this through the data cache).
 */
export function GoalPlannerPanel({ profileReturns }: { profileReturns: Record<ProfileName, number> }) {
  const [goals, setGoals] = useState<Draft[]>([]);
  const [sipTiming, setSipTiming] = useState<Timing>("start");
  const onLoaded = useCallback((data: { goals: Goal[] }) => setGoals(data.goals), []);
  const plan = useSavedPlan<{ goals: Goal[] }>("goals", onLoaded);
  const risk = useEndpoint(loadRiskResults, plan.member ? NO_INPUT : null);
  const spending = useEndpoint(loadPlan["spending-habits"], plan.member ? NO_INPUT : null);
  const savedSpending = spending.data?.latest?.data as { monthly_income: number; expenses: Expenses } | undefined;
  const monthlyCapacity = savedSpending
    ? Math.max(0, summariseSpending(savedSpending.monthly_income, savedSpending.expenses).savings)
    : null;
  const profile = risk.data?.[0]?.profile;
  const defaultReturn = profile ? profileReturns[profile] : 10;

  const ready = goals.map(complete);
  const plans = ready.map((goal) => (goal ? planSavedGoal(goal, sipTiming) : null));
  const valid = plans.filter((p): p is NonNullable<typeof p> => p !== null);
  const total = goalsAgainstCapacity(valid, monthlyCapacity ?? 0);
  const update = (index: number, patch: Partial<Draft>) =>
    setGoals((all) => all.map((g, i) => (i === index ? { ...g, ...patch } : g)));

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{GOAL_PLAN_CONVENTION}</p>
      <Select
        label="SIP paid at the"
        value={sipTiming}
        options={SIP_TIMING_OPTIONS}
        onChange={(event) => setSipTiming(event.currentTarget.value === "end" ? "end" : "start")}
      />
      <p>
        Expected return starts at {defaultReturn}% a year{profile ? `, from your ${profile} risk profile` : ""}; change
        it per goal.
      </p>
      {goals.map((goal, index) => {
        const result = plans[index];
        return (
          <section key={index} className={styles.goal} aria-label={goal.name || `Goal ${index + 1}`}>
            <div className={styles.goalHeader}>
              <h3>{goal.name || `Goal ${index + 1}`}</h3>
              <Button variant="ghost" size="sm" onClick={() => setGoals((all) => all.filter((_, i) => i !== index))}>
                Remove goal
              </Button>
            </div>
            <div className={styles.fields}>
              <Select
                label="Goal"
                value={goal.kind}
                onChange={(e) => update(index, { kind: e.target.value as Kind })}
                options={GOAL_KINDS.map((k) => ({ value: k, label: GOAL_KIND_LABELS[k] }))}
              />
              <TextField
                label="Name"
                value={goal.name}
                maxLength={60}
                onChange={(e) => update(index, { name: e.target.value })}
              />
              <AmountField
                label="Cost today"
                value={goal.today_cost}
                onChange={(v) => update(index, { today_cost: v })}
              />
              <NumberField
                label="Years to go"
                unit="Y"
                value={goal.years}
                onValueChange={(v) => update(index, { years: v })}
                min={1}
                max={50}
              />
              <NumberField
                label="Inflation"
                unit="%"
                value={goal.inflation_pct}
                onValueChange={(v) => update(index, { inflation_pct: v })}
                min={0}
                max={20}
                step={0.5}
              />
              <NumberField
                label="Expected return"
                unit="%"
                value={goal.return_pct}
                onValueChange={(v) => update(index, { return_pct: v })}
                min={0}
                max={30}
                step={0.5}
              />
              <AmountField
                label="Already saved for it"
                value={goal.savings}
                onChange={(v) => update(index, { savings: v })}
              />
              <NumberField
                label="Yearly step-up of the SIP"
                unit="%"
                value={goal.step_up_pct}
                onValueChange={(v) => update(index, { step_up_pct: v })}
                min={0}
                max={50}
              />
            </div>
            {result ? (
              <>
                <dl className={styles.results}>
                  <div>
                    <dt>Cost in {goal.years} years</dt>
                    <dd>{formatInr(result.futureCost, { fractionDigits: 0 })}</dd>
                  </div>
                  <div>
                    <dt>Monthly SIP ({sipTiming} of month)</dt>
                    <dd>{formatInr(result.monthlySip, { fractionDigits: 0 })}</dd>
                  </div>
                  {(goal.step_up_pct ?? 0) > 0 ? (
                    <div>
                      <dt>SIP in the last year</dt>
                      <dd>{formatInr(result.lastMonthlySip, { fractionDigits: 0 })}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>Or a lumpsum today</dt>
                    <dd>{formatInr(result.lumpsumToday, { fractionDigits: 0 })}</dd>
                  </div>
                </dl>
                {result.path.length > 1 ? (
                  <ChartFigure
                    title={`Path to ${goal.name || "the goal"}`}
                    summary={`Projected savings each year against the goal's cost, reaching ${formatInr(result.futureCost, { fractionDigits: 0 })} in year ${goal.years}.`}
                    data={{
                      kind: "line",
                      labels: result.path.map((row) => `Year ${row.year}`),
                      series: [
                        { label: "Projected savings", values: result.path.map((row) => row.projected) },
                        { label: "Goal cost", values: result.path.map((row) => row.goalCost) },
                      ],
                    }}
                    format="inr-compact"
                    height={220}
                  />
                ) : null}
              </>
            ) : (
              <p className={styles.muted}>Fill in the name, the cost today and 1 to 50 years to see the plan.</p>
            )}
          </section>
        );
      })}
      {goals.length < MAX_GOALS ? (
        <Button
          variant="secondary"
          onClick={() =>
            setGoals((all) => [
              ...all,
              {
                kind: "custom",
                name: "",
                today_cost: null,
                years: 10,
                inflation_pct: 6,
                return_pct: defaultReturn,
                savings: 0,
                step_up_pct: 0,
              },
            ])
          }
        >
          Add a goal
        </Button>
      ) : null}
      {valid.length > 0 ? (
        <p>
          All goals together need {formatInr(total.totalMonthlySip, { fractionDigits: 0 })} a month
          {monthlyCapacity !== null
            ? total.affordable
              ? `, within the ${formatInr(monthlyCapacity, { fractionDigits: 0 })} you can save (Spending Habits).`
              : `: ${formatInr(total.gap, { fractionDigits: 0 })} more than the ${formatInr(monthlyCapacity, { fractionDigits: 0 })} you can save (Spending Habits).`
            : ". Fill in Spending Habits to compare it with what you can save."}
        </p>
      ) : null}
      <SaveBar
        plan={plan}
        disabled={ready.some((g) => g === null)}
        values={{ goals: ready.filter((g): g is Goal => g !== null) }}
      />
    </div>
  );
}
