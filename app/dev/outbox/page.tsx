// /dev/outbox - the embedded auth service's development outbox: the emails and texts it would have sent
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { DevOutbox } from "@/components/auth/dev-outbox";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { DEV_OUTBOX_GRANT_ENV, devOutboxGranted } from "@/lib/auth/dev-outbox-access";
import { listOutbox, OUTBOX_PAGE_LIMIT } from "@/lib/auth/service/outbox-queries";
import { getDatabase } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Development outbox", robots: { index: false, follow: false } };

export default async function Page() {
  const env = { ...parseAuthEnv(), NODE_ENV: process.env.NODE_ENV, SMTP_HOST: process.env.SMTP_HOST };
  if (!devOutboxGranted(env, await headers(), process.env[DEV_OUTBOX_GRANT_ENV])) notFound();
  const messages = await listOutbox(getDatabase().sql);
  return <DevOutbox messages={messages} limit={OUTBOX_PAGE_LIMIT} />;
}
