/** Expense heads and whether each is a need or a want (for the 50/30/20 rule). */
export const EXPENSE_HEADS = {
  housing: { label: "Housing (rent, maintenance)", kind: "need" },
  food: { label: "Groceries and food", kind: "need" },
  transport: { label: "Transport and fuel", kind: "need" },
  utilities: { label: "Electricity, water, phone, internet", kind: "need" },
  emis: { label: "Loan EMIs", kind: "need" },
  insurance: { label: "Insurance premiums", kind: "need" },
  education: { label: "Education and childcare", kind: "need" },
  health: { label: "Health and medicines", kind: "need" },
  discretionary: { label: "Dining out, shopping, entertainment", kind: "want" },
  travel: { label: "Travel and holidays", kind: "want" },
  other: { label: "Other", kind: "want" },
} as const;

export type ExpenseHead = keyof typeof EXPENSE_HEADS;
export type Expenses = Partial<Record<ExpenseHead, number>>;

export interface SpendingSummary {
  income: number;
  totalExpenses: number;
  needs: number;
  wants: number;
  /** Income left after expenses (negative when spending exceeds income). */
  savings: number;
  /** Savings as a percentage of income; null without income. */
  savingsRatePct: number | null;
  /** The 50/30/20 rule's amounts for this income, and the member's actual shares. */
  rule: { needs: number; wants: number; savings: number };
  actualPct: { needs: number; wants: number; savings: number } | null;
  breakdown: { head: ExpenseHead; label: string; amount: number; sharePct: number }[];
}

export function summariseSpending(income: number, expenses: Expenses): SpendingSummary {
  const breakdown = (Object.keys(EXPENSE_HEADS) as ExpenseHead[])
    .map((head) => ({ head, label: EXPENSE_HEADS[head].label, amount: expenses[head] ?? 0 }))
    .filter((row) => row.amount > 0);
  const totalExpenses = breakdown.reduce((sum, row) => sum + row.amount, 0);
  const needs = breakdown
    .filter((row) => EXPENSE_HEADS[row.head].kind === "need")
    .reduce((sum, row) => sum + row.amount, 0);
  const wants = totalExpenses - needs;
  const savings = income - totalExpenses;
  const pct = (part: number) => (part / income) * 100;
  return {
    income,
    totalExpenses,
    needs,
    wants,
    savings,
    savingsRatePct: income > 0 ? pct(savings) : null,
    rule: { needs: income * 0.5, wants: income * 0.3, savings: income * 0.2 },
    actualPct: income > 0 ? { needs: pct(needs), wants: pct(wants), savings: pct(savings) } : null,
    breakdown: breakdown.map((row) => ({
      ...row,
      sharePct: totalExpenses > 0 ? (row.amount / totalExpenses) * 100 : 0,
    })),
  };
}
