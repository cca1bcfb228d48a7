import { challengeMatches } from "@/lib/auth/service/flow-state";

describe("PKCE challenges", () => {
  // RFC 7636, appendix B.
  const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  it("matches S256 as base64url(SHA-256(verifier)) without padding", () => {
    expect(challengeMatches(verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "s256")).toBe(true);
    expect(challengeMatches(verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM=", "s256")).toBe(false);
    expect(challengeMatches(`${verifier}x`, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "s256")).toBe(false);
  });
  it("matches plain only exactly", () => {
    expect(challengeMatches(verifier, verifier, "plain")).toBe(true);
    expect(challengeMatches(verifier, verifier.toUpperCase(), "plain")).toBe(false);
  });
});
