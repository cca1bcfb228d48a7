import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_SMTP_HTTP_URL } from "./server-env";

/**
 * The auth-service link in the newest email to `to`, as the local mail server (scripts/e2e-smtp-sink.ts)
 * received it: the end-to-end apps send over SMTP, so they have no development outbox (issue 34, point 1).
 */
export async function emailedLink(to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await fetch(`${E2E_SMTP_HTTP_URL}/last?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const mail = (await response.json()) as { subject: string; text: string };
    expect(mail.subject).toBe(subject);
    link = new RegExp(`${E2E_BASE_URL}/auth/v1/verify\\?[^\\s"<>]+`).exec(mail.text)?.[0]?.replace(/&amp;/g, "&");
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return link!;
}
