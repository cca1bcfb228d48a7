/** A benchmark setting from the environment: a positive whole number, or the fallback when unset or empty. */
export function positiveIntegerEnv(
  name: string,
  fallback: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

/** A benchmark setting from the environment: one of `choices`, or null when unset or empty. */
export function choiceEnv<T extends string>(
  name: string,
  choices: readonly T[],
  env: Record<string, string | undefined> = process.env,
): T | null {
  const raw = env[name];
  if (!raw) return null;
  if (!(choices as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${choices.join(", ")}, not "${raw}"`);
  return raw as T;
}
