import styles from "./field.module.css";

export type FieldState = "error" | "success" | "neutral";

export interface FieldStateOptions {
  state?: FieldState | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}

/** Disabled/read-only wins over error/success: a field the user cannot change shows no verdict. */
export function resolveFieldState({ state, disabled, readOnly }: FieldStateOptions): FieldState | "disabled" {
  if (disabled || readOnly) return "disabled";
  return state ?? "neutral";
}

/** Class names for the bordered control of any field (input, textarea, select, number, date). */
export function fieldStateClass(options: FieldStateOptions): string {
  return cx(styles.control, styles[resolveFieldState(options)]);
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
