import { defaultSiteUrl, isLoopbackHost, servedAddress, siteUrlSetting } from "@/lib/env/site-address";

describe("isLoopbackHost", () => {
  it.each(["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", " LOCALHOST "])(
    "%s reaches this machine only",
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(["0.0.0.0", "::", "10.0.0.5", "192.168.1.2", "fundlens.example.in", "128.0.0.1", "127.0.0.1.example"])(
    "%s is reachable from elsewhere (or may be)",
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe("defaultSiteUrl", () => {
  it("names the port served on, on localhost or the loopback host listened on", () => {
    expect(defaultSiteUrl({})).toBe("http://localhost:3000");
    expect(defaultSiteUrl({ PORT: "3207" })).toBe("http://localhost:3207");
    expect(defaultSiteUrl({ PORT: "3207", HOSTNAME: "127.0.0.1" })).toBe("http://127.0.0.1:3207");
    expect(defaultSiteUrl({ PORT: "3207", HOSTNAME: "::1" })).toBe("http://[::1]:3207");
    expect(defaultSiteUrl({ PORT: "3207", HOSTNAME: "0.0.0.0" })).toBe("http://localhost:3207");
  });
});

describe("siteUrlSetting", () => {
  it("is the trimmed value, or undefined when unset or blank", () => {
    expect(siteUrlSetting({ NEXT_PUBLIC_SITE_URL: " https://a.example " })).toBe("https://a.example");
    expect(siteUrlSetting({ NEXT_PUBLIC_SITE_URL: "  " })).toBeUndefined();
    expect(siteUrlSetting({})).toBeUndefined();
  });
});

describe("servedAddress", () => {
  it("serves a production start without a site address on loopback only, naming its own port", () => {
    expect(servedAddress({ PORT: "3301" }, true)).toEqual({
      ok: true,
      siteUrl: "http://localhost:3301",
      hostname: "127.0.0.1",
      defaulted: true,
    });
    expect(servedAddress({ PORT: "3301", HOSTNAME: "localhost" }, true)).toMatchObject({
      ok: true,
      siteUrl: "http://localhost:3301",
    });
    expect(servedAddress({ PORT: "3301", HOSTNAME: "127.0.0.1" }, true)).toMatchObject({
      ok: true,
      siteUrl: "http://127.0.0.1:3301",
      hostname: "127.0.0.1",
    });
  });

  it.each(["0.0.0.0", "::", "10.1.2.3"])(
    "refuses a production start on %s without NEXT_PUBLIC_SITE_URL, saying what to set",
    (HOSTNAME) => {
      const served = servedAddress({ PORT: "3301", HOSTNAME }, true);
      expect(served.ok).toBe(false);
      if (served.ok) return;
      expect(served.reason).toContain(HOSTNAME);
      expect(served.reason).toContain("NEXT_PUBLIC_SITE_URL=");
      expect(served.reason).toContain("HOSTNAME=127.0.0.1");
    },
  );

  it("serves any address with NEXT_PUBLIC_SITE_URL, on all interfaces unless HOSTNAME says otherwise", () => {
    expect(servedAddress({ NEXT_PUBLIC_SITE_URL: "https://fundlens.example.in" }, true)).toEqual({
      ok: true,
      siteUrl: "https://fundlens.example.in",
      hostname: "0.0.0.0",
      defaulted: false,
    });
    expect(
      servedAddress({ NEXT_PUBLIC_SITE_URL: "https://fundlens.example.in", HOSTNAME: "10.1.2.3" }, true),
    ).toMatchObject({ ok: true, hostname: "10.1.2.3" });
  });

  it("lets development listen on all interfaces, naming localhost and its port", () => {
    expect(servedAddress({ PORT: "3302" }, false)).toEqual({
      ok: true,
      siteUrl: "http://localhost:3302",
      hostname: "0.0.0.0",
      defaulted: true,
    });
  });
});
