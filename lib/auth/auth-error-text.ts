// How auth errors read on the forms (the named codes, retryable 502-504, otherwise the
// provider's own message).

export interface AuthErrorLike {
  message: string;
  code?: string;
  status?: number;
  /** The weak_password reasons (length, characters, pwned). */
  reasons?: readonly string[];
}

export interface AuthErrorText {
  message: string;
  /** One sentence per weak-password reason. */
  details: string[];
}

const REASONS: Record<string, string> = {
  length: "It is too short.",
  characters: "It needs more kinds of characters: lower-case and upper-case letters, digits and symbols.",
  pwned: "It is on a list of common and leaked passwords, which attackers try first.",
  guessable: "Attackers try repeats, sequences, keyboard patterns, dates and common words before anything else.",
};

const CODES: Record<string, string> = {
  session_not_found: "Your session has ended. Please log in again.",
  identity_already_exists: "This login method is already linked to an account.",
  identity_not_found: "This login method is not linked to your account.",
  single_identity_not_deletable: "You cannot remove your only login method.",
  email_not_configured: "This site cannot send email yet. Please contact us so we can help you.",
  email_address_invalid: "The mail server refused this email address. Check it, or use another address.",
  insufficient_aal:
    "This change needs the code from your authenticator app. Log out, then log in with your password and the code.",
};

export function authErrorText(error: AuthErrorLike): AuthErrorText {
  if (error.code === "weak_password") {
    return {
      message: error.message || "Choose a stronger password.",
      details: (error.reasons ?? []).map((reason) => REASONS[reason] ?? reason),
    };
  }
  const worded = error.code ? CODES[error.code] : undefined;
  if (worded) return { message: worded, details: [] };
  if (error.status === 502 || error.status === 503 || error.status === 504) {
    return { message: "The sign-in service is not answering right now. Please try again in a moment.", details: [] };
  }
  return { message: error.message || "Something went wrong. Please try again.", details: [] };
}

/** Reads what the forms need from whatever supabase-js returned or threw (without importing it). */
export function toAuthErrorLike(error: unknown): AuthErrorLike {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const record = error as Record<string, unknown>;
  return {
    message: typeof record.message === "string" ? record.message : "",
    code: typeof record.code === "string" ? record.code : undefined,
    status: typeof record.status === "number" ? record.status : undefined,
    reasons: Array.isArray(record.reasons)
      ? record.reasons.filter((r): r is string => typeof r === "string")
      : undefined,
  };
}
