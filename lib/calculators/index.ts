// The calculators' pure math, inputs (field specs, plain rules, messages) and URL state, all without
// zod so client components can import them; the zod schemas are in the *-inputs modules.
export * from "@/lib/calculators/balance-row";
export * from "@/lib/calculators/cagr";
export * from "@/lib/calculators/cagr-form";
export * from "@/lib/calculators/conventions";
export * from "@/lib/calculators/fixed-deposit";
export * from "@/lib/calculators/fixed-deposit-form";
export * from "@/lib/calculators/growth-row";
export * from "@/lib/calculators/field-rules";
export * from "@/lib/calculators/input-fields";
export * from "@/lib/calculators/lumpsum";
export * from "@/lib/calculators/lumpsum-form";
export * from "@/lib/calculators/money-sum";
export * from "@/lib/calculators/mutual-fund";
export * from "@/lib/calculators/mutual-fund-form";
export * from "@/lib/calculators/periods";
export * from "@/lib/calculators/query-state";
export * from "@/lib/calculators/sip";
export * from "@/lib/calculators/sip-form";
export * from "@/lib/calculators/stp";
export * from "@/lib/calculators/stp-form";
export * from "@/lib/calculators/swp";
export * from "@/lib/calculators/swp-form";
