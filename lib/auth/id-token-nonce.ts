// Google sign-in (signInWithIdToken): Google receives the SHA-256 of a random nonce and puts it in the ID
// token; the auth service receives the raw nonce and checks that the two match, so a stolen token cannot
// be replayed through another page.

export function randomNonce(bytes = 32): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
