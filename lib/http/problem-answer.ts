import { failure } from "@/lib/api/envelope";
import { AuthError } from "@/lib/auth/service/auth-error";
import { errorResponse } from "@/lib/auth/service/responses";
import type { AnswerFormat } from "@/lib/http/body-limits";
import { escapeHtml } from "@/lib/http/html-escape";

// A refusal in the format its path speaks: the API envelope under /api/v1, Supabase Auth's error format
// under /auth/v1 (4xx only: supabase-js retries 5xx), a small HTML page elsewhere.

const AUTH_CODES: Record<number, string> = {
  400: "validation_failed",
  411: "validation_failed",
  413: "request_too_large",
  431: "request_too_large",
};

const TITLES: Record<number, string> = {
  400: "Bad request",
  411: "Length required",
  413: "Payload too large",
  431: "Request headers too large",
};

export function problemAnswer(format: AnswerFormat, status: number, message: string): Response {
  if (format === "api") return failure(message, status, { headers: { "Cache-Control": "no-store" } });
  if (format === "auth")
    return errorResponse(new AuthError(status, AUTH_CODES[status] ?? "validation_failed", message));
  const title = TITLES[status] ?? "Request refused";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | FundLens</title></head><body><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the FundLens home page</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
