import { revalidatePath } from "next/cache";
import { REVALIDATE_TOKEN_HEADER, revalidationTokenMatches } from "@/lib/cache/page-revalidation";
import { parseServerEnv } from "@/lib/env/server-env";

/**
 * Marks every cached page stale after an import changed the fund data, so the next visit renders fresh
 * data instead of waiting out the 5-minute ISR window. Only the server itself knows the token; anyone
 * else gets the site's ordinary 404.
 */
export function POST(request: Request): Response {
  if (
    !revalidationTokenMatches(request.headers.get(REVALIDATE_TOKEN_HEADER), parseServerEnv().FUNDLENS_REVALIDATE_TOKEN)
  ) {
    return new Response("Not found", { status: 404 });
  }
  revalidatePath("/", "layout");
  return new Response(null, { status: 204 });
}
