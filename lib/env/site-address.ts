/**
 * The site's own address when NEXT_PUBLIC_SITE_URL is unset, and whether a production server may start
 * without it. The server reads the address when it runs (lib/env/public-env.ts's siteUrl), not the value a
 * build inlined, so a second instance on another port names its own port (docs/serving.md, "The site's address").
 */

export const SITE_URL_VARIABLE = "NEXT_PUBLIC_SITE_URL";

type AddressEnv = Readonly<Record<string, string | undefined>>;

/** The value of NEXT_PUBLIC_SITE_URL in this process now. Read by a name held in a variable: `next build`
 * replaces a literal `process.env.NEXT_PUBLIC_…` with the value it had at build time. */
export function siteUrlSetting(env: AddressEnv = process.env): string | undefined {
  const value = env[SITE_URL_VARIABLE]?.trim();
  return value ? value : undefined;
}

/** Whether a listening address only reaches this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return (
    bare === "localhost" ||
    bare === "::1" ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

/**
 * The address of this server when none is configured: the host it listens on when that is a loopback
 * address (a visitor of 127.0.0.1 keeps his cookies there), else localhost, and the port it serves on.
 */
export function defaultSiteUrl(env: AddressEnv = process.env): string {
  const port = env.PORT?.trim() || "3000";
  const host = env.HOSTNAME?.trim();
  const name =
    host && isLoopbackHost(host) ? (host.includes(":") ? `[${host.replace(/^\[|\]$/g, "")}]` : host) : "localhost";
  return `http://${name}:${port}`;
}

export type ServedAddress =
  { ok: true; siteUrl: string; hostname: string; defaulted: boolean } | { ok: false; reason: string };

/**
 * What `npm start` serves: the address it listens on (HOSTNAME; 127.0.0.1 when neither HOSTNAME nor the
 * site's address is set, else 0.0.0.0) and the site's address (NEXT_PUBLIC_SITE_URL, or defaultSiteUrl:
 * http://localhost:<PORT> unless HOSTNAME names a loopback address).
 * A production server reachable from other machines without NEXT_PUBLIC_SITE_URL is refused: its canonical
 * links, redirects and emails would send visitors to localhost.
 */
export function servedAddress(env: AddressEnv, production: boolean): ServedAddress {
  const configured = siteUrlSetting(env);
  const hostname = env.HOSTNAME?.trim() || (configured || !production ? "0.0.0.0" : "127.0.0.1");
  if (configured) return { ok: true, siteUrl: configured, hostname, defaulted: false };
  if (production && !isLoopbackHost(hostname))
    return {
      ok: false,
      reason:
        `Refusing to serve on ${hostname} without ${SITE_URL_VARIABLE}: canonical links, redirects, the sitemap and ` +
        `emails would name ${defaultSiteUrl(env)}. Set ${SITE_URL_VARIABLE} to the address visitors use ` +
        `(e.g. ${SITE_URL_VARIABLE}=https://fundlens.example.in), or HOSTNAME=127.0.0.1 to serve this machine only.`,
    };
  // A listening address chosen here is named localhost, the name people type (and keep their cookies on).
  return { ok: true, siteUrl: defaultSiteUrl(env), hostname, defaulted: true };
}
