/** decodeURIComponent that answers null for a malformed %-escape (or bytes that are not UTF-8) instead of throwing. */
export function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function hasMalformedEscape(pathname: string): boolean {
  return pathname.includes("%") && safeDecodeURIComponent(pathname) === null;
}

export const MALFORMED_PATH_MESSAGE =
  "The address has a malformed %-escape (a % must be followed by two hex digits that spell UTF-8).";
