/** Months of essential expenses to hold, by how secure the household's income is (the rule). */
export const COVER_MONTHS = {
  stable: 3,
  moderate: 6,
  "freelance-or-single-income": 12,
} as const;

export type IncomeSituation = keyof typeof COVER_MONTHS;

export const INCOME_SITUATION_LABELS: Record<IncomeSituation, string> = {
  stable: "Stable job (3 months)",
  moderate: "Moderately secure income (6 months)",
  "freelance-or-single-income": "Freelance, or a single income with dependants (12 months)",
};

export interface EmergencyFundInputs {
  /** Essential monthly expenses, EMIs included. */
  essentialMonthly: number;
  situation: IncomeSituation;
  /** Already set aside for emergencies. */
  saved: number;
  /** Months in which to close the gap. */
  months: number;
}

export interface EmergencyFundPlan {
  coverMonths: number;
  target: number;
  gap: number;
  /** Monthly saving that closes the gap in the chosen months (kept in cash or a liquid fund, so no growth is assumed). */
  monthlySaving: number;
  /** Share of the target already set aside, 0-100; null while there is no target (nothing entered), not "100%". */
  fundedPct: number | null;
}

export function planEmergencyFund(input: EmergencyFundInputs): EmergencyFundPlan {
  const coverMonths = COVER_MONTHS[input.situation];
  const target = input.essentialMonthly * coverMonths;
  const gap = Math.max(0, target - input.saved);
  return {
    coverMonths,
    target,
    gap,
    monthlySaving: gap === 0 ? 0 : gap / input.months,
    fundedPct: target === 0 ? null : Math.min(100, (input.saved / target) * 100),
  };
}
