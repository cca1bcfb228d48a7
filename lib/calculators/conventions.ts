import { CAGR_CONVENTION } from "@/lib/calculators/cagr";
import { FD_CONVENTION } from "@/lib/calculators/fixed-deposit";
import { LUMPSUM_CONVENTION } from "@/lib/calculators/lumpsum";
import { MUTUAL_FUND_CONVENTION } from "@/lib/calculators/mutual-fund";
import { SIP_CONVENTION } from "@/lib/calculators/sip";
import { STP_CONVENTION } from "@/lib/calculators/stp";
import { SWP_CONVENTION } from "@/lib/calculators/swp";
import type { CalculatorId } from "@/lib/content/calculators";

/** Each calculator's timing and rate convention, as the page states it next to the formula. */
export const CALCULATOR_CONVENTIONS: Record<CalculatorId, string> = {
  sip: SIP_CONVENTION,
  lumpsum: LUMPSUM_CONVENTION,
  stp: STP_CONVENTION,
  swp: SWP_CONVENTION,
  fd: FD_CONVENTION,
  cagr: CAGR_CONVENTION,
  mf: MUTUAL_FUND_CONVENTION,
};
