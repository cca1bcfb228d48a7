// The heading and description of a calculator landing page ("SIP of ₹5,000 a month for 10 years at
// 12%"), named after its inputs, with the description quoting the result the page shows.
import { calculateFixedDeposit, type FdCompounding, type TenureUnit } from "@/lib/calculators/fixed-deposit";
import type { FdInputs } from "@/lib/calculators/fixed-deposit-form";
import type { LumpsumInputs } from "@/lib/calculators/lumpsum-form";
import { runLumpsum } from "@/lib/calculators/lumpsum-run";
import type { DurationUnit, Frequency } from "@/lib/calculators/periods";
import type { SipInputs } from "@/lib/calculators/sip-form";
import { runSip } from "@/lib/calculators/sip-run";
import type { SwpInputs } from "@/lib/calculators/swp-form";
import { runSwp } from "@/lib/calculators/swp-run";
import { decimalPartsToString, formatInr, groupIndian, toDecimalParts } from "@/lib/format";

export interface LandingCopy {
  /** The H1, naming the inputs. */
  heading: string;
  /** The page's title (before the site name the layout adds). */
  title: string;
  /** The meta description: the inputs and the result. */
  description: string;
}

/** A number as written, shortest digits: 12 → "12", 7.25 → "7.25". */
function plain(value: number): string {
  return decimalPartsToString(toDecimalParts(value));
}

/** An input amount in words where it is a round number of lakh or crore ("₹5 lakh", "₹1.5 crore"), else "₹5,000". */
export function amountText(value: number): string {
  if (value >= 1_00_00_000 && Number.isInteger(value / 1_00_000)) return `₹${plain(value / 1_00_00_000)} crore`;
  if (value >= 1_00_000 && Number.isInteger(value / 1_000)) return `₹${plain(value / 1_00_000)} lakh`;
  return `₹${groupIndian(value)}`;
}

/** A result, to the rupee as the calculator shows it. */
function rupees(value: number): string {
  return formatInr(value, { fractionDigits: 0, allowNegative: true });
}

function count(value: number, unit: string): string {
  return `${plain(value)} ${unit}${value === 1 ? "" : "s"}`;
}

/** "10 years", "1 year", "18 months", "444 days". */
export function durationText(duration: number, unit: DurationUnit | TenureUnit): string {
  return count(duration, unit.slice(0, -1));
}

const PER_PERIOD: Record<Frequency, string> = { monthly: "a month", quarterly: "a quarter", yearly: "a year" };

function withTitle(heading: string, calculator: string, description: string): LandingCopy {
  return { heading, title: `${heading}: ${calculator}`, description };
}

export function sipLandingCopy(inputs: SipInputs): LandingCopy {
  const { instalment, result } = runSip(inputs);
  const duration = durationText(inputs.duration, inputs.durationUnit);
  const per = PER_PERIOD[inputs.frequency];
  const rate = `${plain(inputs.annualRatePct)}%`;
  const stepUp = inputs.stepUpPct > 0 ? ` with a ${plain(inputs.stepUpPct)}% yearly step-up` : "";
  if (inputs.mode === "target") {
    return withTitle(
      `SIP for ${amountText(inputs.target)} in ${duration} at ${rate}${stepUp}`,
      "SIP calculator",
      `To reach ${amountText(inputs.target)} in ${duration} at an expected ${rate} a year${stepUp}, start a SIP of ${rupees(instalment)} ${per}: ${rupees(result.invested)} invested and ${rupees(result.gains)} in estimated gains.`,
    );
  }
  return withTitle(
    `SIP of ${amountText(inputs.amount)} ${per} for ${duration} at ${rate}${stepUp}`,
    "SIP calculator",
    `A SIP of ${amountText(inputs.amount)} ${per} for ${duration} at an expected ${rate} a year${stepUp} grows to ${rupees(result.totalValue)}: ${rupees(result.invested)} invested and ${rupees(result.gains)} in estimated gains.`,
  );
}

export function lumpsumLandingCopy(inputs: LumpsumInputs): LandingCopy {
  const result = runLumpsum(inputs);
  const duration = durationText(inputs.duration, inputs.durationUnit);
  const rate = `${plain(inputs.annualRatePct)}%`;
  return withTitle(
    `Lumpsum of ${amountText(inputs.amount)} for ${duration} at ${rate}`,
    "Lumpsum calculator",
    `${amountText(inputs.amount)} invested once for ${duration} at an expected ${rate} a year grows to ${rupees(result.totalValue)}: ${rupees(result.gains)} in estimated gains.`,
  );
}

const COMPOUNDED: Record<FdCompounding, string> = {
  monthly: "compounded monthly",
  quarterly: "compounded quarterly",
  "half-yearly": "compounded half-yearly",
  yearly: "compounded yearly",
  simple: "with simple interest paid out",
};

export function fdLandingCopy(inputs: FdInputs): LandingCopy {
  const result = calculateFixedDeposit(inputs);
  const tenure = durationText(inputs.tenure, inputs.tenureUnit);
  const rate = `${plain(inputs.annualRatePct)}%`;
  const outcome =
    inputs.compounding === "simple"
      ? `pays ${rupees(result.interest)} in interest over the term`
      : `matures at ${rupees(result.maturityValue)}: ${rupees(result.interest)} in interest`;
  return withTitle(
    `FD of ${amountText(inputs.principal)} for ${tenure} at ${rate}`,
    "Fixed deposit calculator",
    `A fixed deposit of ${amountText(inputs.principal)} for ${tenure} at ${rate} a year, ${COMPOUNDED[inputs.compounding]}, ${outcome}.`,
  );
}

export function swpLandingCopy(inputs: SwpInputs): LandingCopy {
  const result = runSwp(inputs);
  const duration = durationText(inputs.duration, inputs.durationUnit);
  const per = PER_PERIOD[inputs.frequency];
  const rate = `${plain(inputs.annualRatePct)}%`;
  const outcome =
    result.depletedInMonth === null
      ? `pays ${rupees(result.totalWithdrawn)} in all and leaves ${rupees(result.finalValue)}`
      : `runs out in month ${result.depletedInMonth}, after paying ${rupees(result.totalWithdrawn)}`;
  return withTitle(
    `SWP of ${amountText(inputs.withdrawal)} ${per} from ${amountText(inputs.corpus)} for ${duration} at ${rate}`,
    "SWP calculator",
    `Withdrawing ${amountText(inputs.withdrawal)} ${per} for ${duration} from ${amountText(inputs.corpus)} earning an expected ${rate} a year ${outcome}.`,
  );
}
