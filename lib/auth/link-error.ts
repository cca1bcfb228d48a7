// What /auth/confirm reports back to /login when an email link cannot be used. Only these fixed codes are
// shown, so a crafted URL cannot put its own text on the page.

export const LINK_ERRORS = {
  "link-invalid": "That link has expired or was already used. Log in, or ask for a new link.",
} as const;

export type LinkErrorCode = keyof typeof LINK_ERRORS;

export function linkErrorMessage(raw: string | string[] | undefined): string | null {
  return typeof raw === "string" && Object.hasOwn(LINK_ERRORS, raw) ? LINK_ERRORS[raw as LinkErrorCode] : null;
}
