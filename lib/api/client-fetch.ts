import type { z } from "zod";
import { ApiClientError } from "@/lib/api/api-client-error";
import type { Endpoint } from "@/lib/api/endpoint";
import { validationMessage } from "@/lib/api/validation-message";
import { apiBaseUrl } from "@/lib/env/public-env";

/** Sent on every call: the header that tells a tunnel (ngrok) to skip its browser warning page; the server ignores it. */
export const TUNNEL_SKIP_HEADER = "ngrok-skip-browser-warning";
const TOKEN_STORAGE_KEY = "token";

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

function storedToken(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The request's address: base + path with its {segments} filled + the query (lists as repeated keys). */
export function endpointUrl(endpoint: Endpoint, input: CallInput, base = apiBaseUrl()): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null && item !== "") search.append(key, String(item));
  }
  const query = search.toString();
  return `${base}${path}${query ? `?${query}` : ""}`;
}

/** Refuses what the server would refuse, with the server's own words, before anything is sent. */
function checkBeforeSending(endpoint: Endpoint, input: CallInput): void {
  const checks: [z.ZodType | undefined, unknown, "Parameter" | "Field"][] = [
    [endpoint.query, input.query ?? {}, "Parameter"],
    [endpoint.body, input.body, "Field"],
  ];
  for (const [schema, value, kind] of checks) {
    if (!schema) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiClientError(validationMessage(parsed.error, value, kind), 0);
  }
}

/**
 * Calls a product-API endpoint as every client call is made: the stored token as a bearer header,
 * the tunnel-skip header, credentials included. Returns the payload; throws ApiClientError with the
 * server's message on an error envelope. An aborted request rejects with the AbortError untouched, so
 * callers can ignore it silently.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput = {},
): Promise<z.output<E["payload"]>> {
  checkBeforeSending(endpoint, input);
  const headers = new Headers({ Accept: "application/json", [TUNNEL_SKIP_HEADER]: "true" });
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // A form (a file upload) goes as multipart: the browser writes its Content-Type with the boundary.
  const form = typeof FormData !== "undefined" && input.body instanceof FormData ? input.body : null;
  if (input.body !== undefined && !form) headers.set("Content-Type", "application/json");
  const response = await fetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    headers,
    credentials: "include",
    body: form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
    signal: input.signal,
  });
  const envelope = (await response.json().catch(() => null)) as { status?: unknown; payload?: unknown } | null;
  if (response.ok && envelope?.status === "success") return envelope.payload as z.output<E["payload"]>;
  const message =
    typeof envelope?.payload === "string"
      ? envelope.payload
      : `The server answered ${response.status}. Please try again.`;
  throw new ApiClientError(message, response.status);
}
