import proxyAddr from "proxy-addr";
import { z } from "zod";

/** Which proxies in front of the server may say who the client is (Express's `trust proxy`, through proxy-addr). */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: string[] };

const NONE = new Set(["", "false", "0", "no", "off", "none"]);

/**
 * TRUST_PROXY: unset/false (the default) trusts nobody and takes the socket's address; a whole number
 * trusts that many hops in front of the server; otherwise a comma list of addresses, CIDR ranges or
 * proxy-addr's names (loopback, linklocal, uniquelocal), checked by proxy-addr itself.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? "").trim().toLowerCase();
    if (NONE.has(value)) return { kind: "none" };
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message: "true would trust any client's X-Forwarded-For: give a hop count (1) or the proxies' addresses",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "at most 10 proxy hops" });
      return { kind: "hops", hops };
    }
    const list = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch (error) {
      ctx.addIssue({
        code: "custom",
        message: `not a hop count, address, CIDR range or proxy-addr name (${error instanceof Error ? error.message : String(error)})`,
      });
      return z.NEVER;
    }
    return { kind: "list", list };
  });

/** proxy-addr's trust function for the setting: (address, hop index) => trusted. */
export function trustFunction(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting.kind === "none") return () => false;
  if (setting.kind === "hops") return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile(setting.list);
}
