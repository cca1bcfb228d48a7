import { parseAuthEnv as parseEnv } from "@/lib/auth/auth-env";

const parseAuthEnv = (vars: Record<string, string>) => parseEnv({ NODE_ENV: "production", ...vars });

describe("AUTH_AUTOCONFIRM", () => {
  it("is on by default without SMTP (a local user signs up and goes), off by default with SMTP_HOST set", () => {
    expect(parseAuthEnv({}).AUTH_AUTOCONFIRM).toBe(true);
    expect(parseAuthEnv({ SMTP_HOST: " " }).AUTH_AUTOCONFIRM).toBe(true);
    expect(parseAuthEnv({ SMTP_HOST: "smtp.example.in" }).AUTH_AUTOCONFIRM).toBe(false);
  });

  it("follows an explicit setting either way", () => {
    expect(parseAuthEnv({ SMTP_HOST: "smtp.example.in", AUTH_AUTOCONFIRM: "on" }).AUTH_AUTOCONFIRM).toBe(true);
    expect(parseAuthEnv({ AUTH_AUTOCONFIRM: "false" }).AUTH_AUTOCONFIRM).toBe(false);
  });

  it("refuses a value that is not a flag, naming it", () => {
    expect(() => parseAuthEnv({ AUTH_AUTOCONFIRM: "maybe" })).toThrow(
      "Invalid auth environment: AUTH_AUTOCONFIRM: must be 1, 0, true, false, on, off, yes or no",
    );
  });
});
