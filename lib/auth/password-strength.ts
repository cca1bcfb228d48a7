// The sign-up and password-change meter (Weak red, Moderate amber, Strong green). It only
// advises: the auth service decides what it accepts and answers weak_password with its reasons.

export type PasswordStrength = "Weak" | "Moderate" | "Strong";

/** How many of: lower-case letters, upper-case letters, digits, other characters. */
export function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/**
 * Weak: under 8 characters, or a single kind of character. Strong: 12 or more characters of at least 3
 * kinds, or 10 or more of all 4 kinds. Moderate: anything in between. Null for an empty password.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null;
  const length = [...password].length;
  const classes = characterClasses(password);
  if (length < 8 || classes < 2) return "Weak";
  if ((length >= 12 && classes >= 3) || (length >= 10 && classes === 4)) return "Strong";
  return "Moderate";
}
