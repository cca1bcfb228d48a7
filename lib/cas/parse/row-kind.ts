import type { CasRowKind } from "@/lib/cas/cas-statement";

// First match wins: a reversal of a purchase is a reversal, a "SIP Purchase" a SIP, tax rows before the rest.
const RULES: readonly (readonly [RegExp, CasRowKind])[] = [
  [/revers|rejection|\breject/i, "reversal"],
  [/stamp\s*duty/i, "stamp_duty"],
  [/\bSTT\b|securities transaction tax/i, "stt"],
  [/\bTDS\b|tax deducted/i, "tds"],
  [/segregat/i, "segregation"],
  [/switch[\s-]*(in|from)\b|switch-?in/i, "switch_in"],
  [/switch[\s-]*(out|to)\b|switch-?out/i, "switch_out"],
  [/(idcw|dividend).*(reinvest)|reinvest.*(idcw|dividend)/i, "idcw_reinvest"],
  [/(idcw|dividend)|@\s*rs\.?\s*[\d.]+\s*per\s*unit/i, "idcw_payout"],
  [/\bsip\b|systematic investment/i, "sip"],
  [/redemption|redeem|withdrawal|\bswp\b/i, "redemption"],
  [/purchase|subscription|investment|\bnfo\b|allotment/i, "purchase"],
];

/** What a statement row is, from its description (LAYOUT.md's kinds). */
export function rowKind(description: string): CasRowKind {
  return RULES.find(([pattern]) => pattern.test(description))?.[1] ?? "other";
}
