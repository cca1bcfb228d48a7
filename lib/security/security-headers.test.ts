import { contentSecurityPolicy, securityHeaders } from "@/lib/security/security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("in production has no eval and locks down objects, base, forms and framing", () => {
    const csp = contentSecurityPolicy({ production: true, analytics: false });
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  });

  it("allows the analytics host only when analytics is on", () => {
    const on = contentSecurityPolicy({ production: true, analytics: true });
    expect(directive(on, "script-src")).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(directive(on, "connect-src")).toContain("https://*.google-analytics.com");
    expect(contentSecurityPolicy({ production: true, analytics: false })).not.toContain("googletagmanager");
  });

  it("allows eval and the HMR socket only in development", () => {
    const dev = contentSecurityPolicy({ production: false, analytics: false });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(directive(dev, "connect-src")).toBe("connect-src 'self' ws:");
  });

  it("lets the browser reach a hosted Supabase project over https and wss", () => {
    const csp = contentSecurityPolicy({ production: true, analytics: false, supabaseUrl: "https://abcd.supabase.co/" });
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co");
  });

  it("allows Google Identity Services' script, frame, styles and calls only when Google sign-in is configured", () => {
    const csp = contentSecurityPolicy({ production: true, analytics: false, googleSignIn: true });
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client",
    );
    expect(directive(csp, "frame-src")).toBe("frame-src https://accounts.google.com/gsi/");
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://accounts.google.com/gsi/");
    const without = contentSecurityPolicy({ production: true, analytics: false });
    expect(directive(without, "frame-src")).toBeUndefined();
    expect(without).not.toContain("accounts.google.com");
  });

  it("lets the browser reach a product API on another origin", () => {
    const csp = contentSecurityPolicy({ production: true, analytics: false, apiBaseUrl: "https://api.example.in/v2" });
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://api.example.in");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS in production only, and the fixed headers always", () => {
    const prod = Object.fromEntries(securityHeaders({ production: true, analytics: false }));
    const dev = Object.fromEntries(securityHeaders({ production: false, analytics: false }));
    expect(prod["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(dev["Strict-Transport-Security"]).toBeUndefined();
    for (const headers of [prod, dev]) {
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
      expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    }
  });
});
