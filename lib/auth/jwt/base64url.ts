export function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString("base64url");
}

/** Strict: only the base64url alphabet, no padding; anything else is not a token part. */
export function fromBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return Buffer.from(text, "base64url");
}

/** A JWT's header or payload: a JSON object in base64url, or null when it is anything else. */
export function decodeJwtPart(part: string): Record<string, unknown> | null {
  const raw = fromBase64url(part);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
