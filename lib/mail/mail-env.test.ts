import { parseMailEnv } from "@/lib/mail/mail-env";

describe("parseMailEnv", () => {
  it("is off without SMTP_HOST", () => {
    expect(parseMailEnv({})).toEqual({ smtp: null, contactTeamAddress: null });
    expect(parseMailEnv({ SMTP_HOST: "  " })).toEqual({ smtp: null, contactTeamAddress: null });
  });

  it("reads host, port, TLS mode, credentials and sender; STARTTLS on 587 unless told otherwise", () => {
    expect(
      parseMailEnv({
        SMTP_HOST: "smtp.example.in",
        SMTP_USER: "apikey",
        SMTP_PASSWORD: "s3cret",
        SMTP_SENDER: "FundLens <no-reply@fundlens.in>",
        CONTACT_TEAM_ADDRESS: "team@fundlens.in",
      }),
    ).toEqual({
      smtp: {
        host: "smtp.example.in",
        port: 587,
        tls: "starttls",
        auth: { user: "apikey", pass: "s3cret" },
        sender: "FundLens <no-reply@fundlens.in>",
      },
      contactTeamAddress: "team@fundlens.in",
    });
    expect(parseMailEnv({ SMTP_HOST: "h", SMTP_PORT: "465", SMTP_SENDER: "a@b.in" }).smtp).toMatchObject({
      port: 465,
      tls: "implicit",
    });
    expect(parseMailEnv({ SMTP_HOST: "h", SMTP_TLS: "implicit", SMTP_SENDER: "a@b.in" }).smtp?.port).toBe(465);
    expect(parseMailEnv({ SMTP_HOST: "h", SMTP_PORT: "25", SMTP_TLS: "none", SMTP_SENDER: "a@b.in" }).smtp).toEqual({
      host: "h",
      port: 25,
      tls: "none",
      auth: undefined,
      sender: "a@b.in",
    });
  });

  it.each([
    [{ SMTP_HOST: "h" }, "SMTP_SENDER: SMTP_SENDER is required when SMTP_HOST is set"],
    [
      { SMTP_HOST: "h", SMTP_SENDER: "a@b.in", SMTP_USER: "u" },
      "SMTP_USER: SMTP_USER and SMTP_PASSWORD are set together",
    ],
    [{ SMTP_HOST: "h", SMTP_SENDER: "a@b.in", SMTP_PORT: "smtp" }, "SMTP_PORT: must be a port number"],
    [{ SMTP_HOST: "h", SMTP_SENDER: "a@b.in", SMTP_PORT: "70000" }, "SMTP_PORT"],
    [{ SMTP_HOST: "h", SMTP_SENDER: "a@b.in", SMTP_TLS: "ssl" }, "SMTP_TLS"],
    [{ SMTP_HOST: "h", SMTP_SENDER: "FundLens" }, "SMTP_SENDER: must be an email address"],
    [{ CONTACT_TEAM_ADDRESS: "Team <nowhere>" }, "CONTACT_TEAM_ADDRESS: must be an email address"],
  ])("refuses %j, naming the setting", (env, message) => {
    expect(() => parseMailEnv(env)).toThrow(`Invalid mail environment: ${message}`);
  });
});
