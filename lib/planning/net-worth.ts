export const ASSET_HEADS = {
  bank: "Bank balances",
  fixedDeposits: "Fixed deposits",
  mutualFunds: "Mutual funds",
  stocks: "Shares",
  retirement: "EPF, PPF and NPS",
  gold: "Gold",
  property: "Property",
  other: "Other assets",
} as const;

export const LIABILITY_HEADS = {
  homeLoan: "Home loan",
  carLoan: "Car loan",
  personalLoan: "Personal and education loans",
  creditCard: "Credit card dues",
  other: "Other liabilities",
} as const;

export type AssetHead = keyof typeof ASSET_HEADS;
export type LiabilityHead = keyof typeof LIABILITY_HEADS;

export interface BalanceSheet {
  assets: Partial<Record<AssetHead, number>>;
  liabilities: Partial<Record<LiabilityHead, number>>;
}

const sum = (values: Partial<Record<string, number>>) =>
  Object.values(values).reduce<number>((total, v) => total + (v ?? 0), 0);

export function netWorth(sheet: BalanceSheet): { assets: number; liabilities: number; netWorth: number } {
  const assets = sum(sheet.assets);
  const liabilities = sum(sheet.liabilities);
  return { assets, liabilities, netWorth: assets - liabilities };
}

/** Net worth over the saved snapshots, oldest first, with the change from the previous one. */
export function netWorthTrend(
  snapshots: readonly { savedAt: string; sheet: BalanceSheet }[],
): { savedAt: string; netWorth: number; change: number | null }[] {
  const ordered = [...snapshots].sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0));
  return ordered.map((snapshot, i) => {
    const value = netWorth(snapshot.sheet).netWorth;
    const previous = i > 0 ? netWorth(ordered[i - 1]!.sheet).netWorth : null;
    return { savedAt: snapshot.savedAt, netWorth: value, change: previous === null ? null : value - previous };
  });
}
