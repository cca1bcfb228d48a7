import { expect, test } from "@playwright/test";
import { emailedLink } from "./support/emailed-link";

const JSON_HEADERS = { "Content-Type": "application/json" };

test("a password reset requested through the auth API is emailed with a working link", async ({ request }) => {
  const email = `outbox.${Date.now()}@example.in`;
  const signup = await request.post("/auth/v1/signup", {
    headers: JSON_HEADERS,
    data: { email, password: "kiwi-secret-12" },
  });
  expect(signup.status()).toBe(200);
  const recover = await request.post("/auth/v1/recover", { headers: JSON_HEADERS, data: { email } });
  expect(recover.status()).toBe(200);
  expect(await recover.json()).toEqual({});

  const link = new URL(await emailedLink(email, "Reset your password"));
  expect(link.pathname).toBe("/auth/v1/verify");
  expect(link.searchParams.get("type")).toBe("recovery");
  // Following it signs the member in for the reset: a redirect to the site with the session in the fragment.
  const followed = await request.get(link.href, { maxRedirects: 0 });
  expect(followed.status()).toBe(303);
  const landing = new URL(followed.headers().location!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  expect(fragment.get("type")).toBe("recovery");
  expect(fragment.get("access_token")).toBeTruthy();
});

test("the production server has no outbox page, and robots.txt keeps crawlers out of /dev/", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /dev/\n");
  // Issue 34, point 1: with SMTP configured, and in production, the outbox answers nobody (not even loopback).
  expect((await request.get("/dev/outbox")).status()).toBe(404);
});
