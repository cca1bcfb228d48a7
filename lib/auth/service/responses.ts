import { API_VERSION, API_VERSION_HEADER, AuthError } from "@/lib/auth/service/auth-error";

const BASE_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  [API_VERSION_HEADER]: API_VERSION,
  "Cache-Control": "no-store",
};

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...headers } });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status, headers: { [API_VERSION_HEADER]: API_VERSION, "Cache-Control": "no-store" } });
}

export function redirectResponse(location: string, status = 303): Response {
  return new Response(null, {
    status,
    headers: { Location: location, [API_VERSION_HEADER]: API_VERSION, "Cache-Control": "no-store" },
  });
}

export function errorResponse(error: AuthError): Response {
  return jsonResponse({ code: error.code, message: error.message, ...error.extra }, error.status, error.headers);
}
