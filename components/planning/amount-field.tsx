"use client";

import { NumberField } from "@/components/ui/number-field";

/** A rupee amount (never negative, at most ₹1 lakh crore, as the API accepts). */
export function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return <NumberField label={label} unit="₹" value={value} onValueChange={onChange} min={0} max={1e12} step={1000} />;
}

/** The amounts of a form as the API takes them: blank fields left out. */
export function filledAmounts<K extends string>(values: Partial<Record<K, number | null>>): Partial<Record<K, number>> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  ) as Partial<Record<K, number>>;
}
