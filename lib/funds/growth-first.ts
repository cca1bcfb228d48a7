import { returnsMeaningful } from "@/lib/funds/payout-returns";

/**
 * The fund pickers' order (issue 37, 4): Growth plans (and plans without the option split) first, then the IDCW
 * and bonus plans, each group in the order found, so picking the first suggestion never records into a payout plan.
 */
export function growthFirst<T extends { option_type: string | null }>(plans: readonly T[]): T[] {
  return [
    ...plans.filter((plan) => returnsMeaningful(plan.option_type)),
    ...plans.filter((plan) => !returnsMeaningful(plan.option_type)),
  ];
}
