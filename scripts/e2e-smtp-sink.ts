// The end-to-end runs' mail server: SMTP on E2E_SMTP_PORT, and over HTTP (E2E_SMTP_HTTP_URL) the newest
// message to an address, GET /last?to=<address> -> {subject, text} (404 when none), so a journey can follow a link.
import { createServer } from "node:http";
import { E2E_SMTP_HTTP_URL, E2E_SMTP_PORT } from "@/e2e/support/server-env";
import { startSmtpTestServer } from "@/lib/mail/testing/smtp-test-server";

async function main(): Promise<void> {
  const smtp = await startSmtpTestServer({ port: E2E_SMTP_PORT });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", E2E_SMTP_HTTP_URL);
    if (url.pathname === "/health") return void response.end("ok");
    const mail = url.pathname === "/last" ? smtp.lastTo(url.searchParams.get("to") ?? "") : undefined;
    response.statusCode = mail ? 200 : 404;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(mail ? { subject: mail.subject, text: mail.decoded } : { error: "no message" }));
  });
  const { port, hostname } = new URL(E2E_SMTP_HTTP_URL);
  http.listen(Number(port), hostname, () => console.log(`e2e SMTP on ${E2E_SMTP_PORT}, view on ${E2E_SMTP_HTTP_URL}`));
  const stop = () => {
    http.close();
    void smtp.stop().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
