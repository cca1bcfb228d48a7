import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";

// The environment of the app the end-to-end tests run against: playwright.config.ts starts it with these
// values, and `npm test` builds it with the same ones beforehand (scripts/build-e2e-app.ts), since a build
// made with other NEXT_PUBLIC_ values is stale and would be made again.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

// A local SMTP server (scripts/e2e-smtp-sink.ts) takes the apps' emails; its HTTP side shows the tests what it got.
export const E2E_SMTP_PORT = E2E_PORT + 2;
export const E2E_SMTP_HTTP_URL = `http://127.0.0.1:${E2E_PORT + 3}`;

export const E2E_SERVER_ENV: Readonly<Record<string, string>> = {
  PORT: String(E2E_PORT),
  HOSTNAME: "127.0.0.1",
  DATABASE_URL: "",
  EMBEDDED_PG_DIR: ".data/e2e-postgres",
  EMBEDDED_PG_EPHEMERAL: "1",
  DEMO_DATASET: "small",
  NEXT_PUBLIC_GA_ID: "",
  NEXT_PUBLIC_SITE_URL: E2E_BASE_URL,
  NEXT_PUBLIC_SUPABASE_URL: "",
  AUTH_RATE_LIMIT_MULTIPLIER: "50",
  TRUST_PROXY: "loopback",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(E2E_SMTP_PORT),
  SMTP_TLS: "none",
  SMTP_SENDER: "FundLens <no-reply@fundlens.test>",
  // SMTP makes confirmation the default; the journeys sign up and go. With SMTP there is no development outbox:
  // the journeys read their emails from the mail server (e2e/support/emailed-link.ts).
  AUTH_AUTOCONFIRM: "1",
  // The tests' data stays as loaded: the real-data app (REAL_DATA_DIR) would otherwise sync from AMFI on schedule.
  SYNC_SCHEDULE: "off",
};

// A second app on the same build, on a database loaded with real public data (../shared/data): the
// real-data journeys (*.real.spec.ts) run against it. Same NEXT_PUBLIC_ values, so the build serves both,
// but no site address: it names its own (http://127.0.0.1:3101), not the demo app's (e2e/page-origin.real.spec.ts).
const E2E_REAL_PORT = E2E_PORT + 1;
export const E2E_REAL_BASE_URL = `http://127.0.0.1:${E2E_REAL_PORT}`;
export const E2E_REAL_DATA_DIR = SHARED_DATA_DIR;

export const E2E_REAL_SERVER_ENV: Readonly<Record<string, string>> = {
  ...E2E_SERVER_ENV,
  PORT: String(E2E_REAL_PORT),
  EMBEDDED_PG_DIR: ".data/e2e-real-postgres",
  DEMO_DATASET: "none",
  REAL_DATA_DIR: E2E_REAL_DATA_DIR,
  NEXT_PUBLIC_SITE_URL: "",
  // The first app builds when the build is stale; this one waits for that build instead of making its own.
  FUNDLENS_WAIT_FOR_BUILD: "1",
};
