/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(headers: Headers): string | null {
  return /^bearer\s+(\S+)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1] ?? null;
}
