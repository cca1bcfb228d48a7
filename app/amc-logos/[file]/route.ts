// GET /amc-logos/{slug}.svg - a fund house's monogram (the screener's desktop_logo_url)
import { getDatabase } from "@/lib/db/client";
import { amcMonogramSvg } from "@/lib/funds/amc-monogram";

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const match = /^([a-z0-9-]{1,100})\.svg$/.exec((await context.params).file);
  if (!match) return new Response("Not found", { status: 404 });
  const slug = match[1]!;
  const [amc] = await getDatabase().sql<{ name: string }[]>`select name from amcs where slug = ${slug}`;
  if (!amc) return new Response("Not found", { status: 404 });
  return new Response(amcMonogramSvg(slug, amc.name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
