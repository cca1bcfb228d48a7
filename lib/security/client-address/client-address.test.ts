import type { IncomingMessage } from "node:http";
import { clientAddress, resolveClientAddress, stampClientAddress } from "@/lib/security/client-address/client-address";
import { trustFunction, trustProxySchema, type TrustProxy } from "@/lib/security/client-address/trust-proxy-setting";

const request = (socket: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, headers: { ...headers } }) as unknown as IncomingMessage;

const trust = (raw?: string) => trustFunction(trustProxySchema.parse(raw));

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset or false, a hop count, or a list checked by proxy-addr", () => {
    expect([undefined, "", "false", "0", "off"].map((raw) => trustProxySchema.parse(raw))).toEqual(
      Array(5).fill({ kind: "none" }),
    );
    expect(trustProxySchema.parse("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trustProxySchema.parse(" loopback, 10.0.0.0/8 ,fd00::/8")).toEqual({
      kind: "list",
      list: ["loopback", "10.0.0.0/8", "fd00::/8"],
    } satisfies TrustProxy);
  });

  it("refuses true (it would trust every client) and anything proxy-addr cannot read", () => {
    expect(trustProxySchema.safeParse("true").error?.issues[0]?.message).toMatch(/hop count/);
    expect(trustProxySchema.safeParse("10.0.0.0/33").success).toBe(false);
    expect(trustProxySchema.safeParse("my-proxy").success).toBe(false);
    expect(trustProxySchema.safeParse("11").success).toBe(false);
  });
});

describe("resolveClientAddress", () => {
  it("without a trusted proxy takes the socket, whatever X-Forwarded-For says", () => {
    const spoofed = request("203.0.113.9", { "x-forwarded-for": "198.51.100.1, 192.0.2.7" });
    expect(resolveClientAddress(spoofed, trust(undefined))).toBe("203.0.113.9");
    expect(resolveClientAddress(request("203.0.113.9", { "x-forwarded-for": "127.0.0.1" }), trust("loopback"))).toBe(
      "203.0.113.9",
    );
  });

  it("with one hop trusted takes the address that hop saw, never the client's own first entries", () => {
    const viaProxy = request("10.0.0.2", { "x-forwarded-for": "198.51.100.1, 192.0.2.7" });
    expect(resolveClientAddress(viaProxy, trust("1"))).toBe("192.0.2.7");
    expect(resolveClientAddress(viaProxy, trust("2"))).toBe("198.51.100.1");
    expect(resolveClientAddress(request("10.0.0.2"), trust("1"))).toBe("10.0.0.2");
  });

  it("with a CIDR list walks back through the trusted proxies only", () => {
    const chain = request("10.1.2.3", { "x-forwarded-for": "6.6.6.6, 192.0.2.44, 10.9.9.9" });
    expect(resolveClientAddress(chain, trust("10.0.0.0/8"))).toBe("192.0.2.44");
    expect(resolveClientAddress(chain, trust("10.0.0.0/8, 192.0.2.0/24"))).toBe("6.6.6.6");
    // A request straight from outside the list: its X-Forwarded-For is ignored.
    expect(resolveClientAddress(request("192.0.2.44", { "x-forwarded-for": "6.6.6.6" }), trust("10.0.0.0/8"))).toBe(
      "192.0.2.44",
    );
  });

  it("reads IPv6 and writes IPv4-mapped IPv6 as plain IPv4", () => {
    expect(
      resolveClientAddress(request("::ffff:203.0.113.9", { "x-forwarded-for": "1.2.3.4" }), trust(undefined)),
    ).toBe("203.0.113.9");
    expect(resolveClientAddress(request("2001:DB8::1"), trust(undefined))).toBe("2001:db8::1");
    expect(resolveClientAddress(request("::1", { "x-forwarded-for": "2001:db8::7" }), trust("loopback"))).toBe(
      "2001:db8::7",
    );
    expect(
      resolveClientAddress(
        request("::ffff:127.0.0.1", { "x-forwarded-for": "::ffff:198.51.100.5" }),
        trust("loopback"),
      ),
    ).toBe("198.51.100.5");
    expect(resolveClientAddress(request("fd12::1", { "x-forwarded-for": "198.51.100.5" }), trust("uniquelocal"))).toBe(
      "198.51.100.5",
    );
  });

  it("answers unknown for a request without a socket address or a trusted hop that forwarded garbage", () => {
    expect(resolveClientAddress({ socket: {}, headers: {} } as unknown as IncomingMessage, trust(undefined))).toBe(
      "unknown",
    );
    expect(resolveClientAddress(request("127.0.0.1", { "x-forwarded-for": "garbage" }), trust("loopback"))).toBe(
      "unknown",
    );
  });
});

describe("stampClientAddress and clientAddress", () => {
  it("overwrites X-Forwarded-For with the one resolved address, drops X-Real-IP, once per request", () => {
    const incoming = request("203.0.113.9", { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" });
    expect(stampClientAddress(incoming, trust(undefined))).toBe("203.0.113.9");
    expect(incoming.headers).toEqual({ "x-forwarded-for": "203.0.113.9" });
    // A second entry point (the dispatcher after serve.ts) keeps the first answer.
    expect(stampClientAddress(incoming, trust("1"))).toBe("203.0.113.9");
    expect(clientAddress(new Headers(incoming.headers as Record<string, string>))).toBe("203.0.113.9");
  });

  it("reads the nearest hop when a request did not come through an entry point, and unknown for garbage", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1, 192.0.2.7" }))).toBe("192.0.2.7");
    expect(clientAddress(new Headers({ "x-forwarded-for": "not-an-address" }))).toBe("unknown");
    expect(clientAddress(new Headers({ "x-real-ip": "198.51.100.2" }))).toBe("unknown");
  });
});
