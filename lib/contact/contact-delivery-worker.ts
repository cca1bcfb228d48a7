import type { Sql } from "postgres";
import { deliverPendingContactMessages } from "@/lib/contact/contact-delivery";
import { siteUrl } from "@/lib/env/public-env";
import { appMailer } from "@/lib/mail/app-mailer";
import { parseMailEnv } from "@/lib/mail/mail-env";

/** How often the server retries contact messages the mail server did not take. */
const CONTACT_RETRY_INTERVAL_MS = 60_000;

function appDelivery(sql: Sql) {
  const mailer = appMailer();
  const { contactTeamAddress } = parseMailEnv();
  return mailer && contactTeamAddress ? { sql, mailer, teamAddress: contactTeamAddress, siteUrl: siteUrl() } : null;
}

/** Tries to send what is pending now (after a message is stored); failures stay queued for the worker. */
export function nudgeContactDelivery(sql: Sql): void {
  const delivery = appDelivery(sql);
  if (!delivery) return;
  deliverPendingContactMessages(delivery).catch((error: unknown) =>
    console.error(`[contact] delivery failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** Retries pending contact messages every minute while the server runs; returns the function that stops it. */
export function startContactDeliveryWorker(sql: Sql): () => void {
  if (!appDelivery(sql)) return () => {};
  const timer = setInterval(() => nudgeContactDelivery(sql), CONTACT_RETRY_INTERVAL_MS);
  timer.unref();
  nudgeContactDelivery(sql);
  return () => clearInterval(timer);
}
