import { amountField } from "@/lib/calculators/input-fields";

// The SIP and lumpsum amount ranges, which the mutual fund calculator shares without the rest of those forms.
export const SIP_AMOUNT_FIELD = amountField(100, 1_00_00_000, 500, 10_000);
export const LUMPSUM_AMOUNT_FIELD = amountField(100, 100_00_00_000, 1_000, 1_00_000);
