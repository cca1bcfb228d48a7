import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { categoryScreenHref, POPULAR_PORTFOLIOS } from "@/lib/content/popular-portfolios";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { screenHref } from "@/lib/risk-profile/score-risk-profile";
import { ROUTES } from "@/lib/routes/route-table";

export interface ContentLink {
  /** The content file the link is written in or built from. */
  file: string;
  href: string;
}

const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;
const WHOLE_PATH = /^\/[^\s]*$/;

/** Internal links in a text: the whole text when it is a path, else its Markdown links to paths. */
function linksInText(text: string): string[] {
  if (WHOLE_PATH.test(text)) return [text];
  return [...text.matchAll(MARKDOWN_LINK)].map((match) => match[1]!);
}

/** Internal links in every string of a parsed JSON value. */
function linksInJson(value: unknown): string[] {
  if (typeof value === "string") return linksInText(value);
  if (Array.isArray(value)) return value.flatMap(linksInJson);
  if (value && typeof value === "object") return Object.values(value).flatMap(linksInJson);
  return [];
}

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, `${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

/**
 * Every internal link of content/: written in a JSON string or a Markdown file, or built by the site from a
 * content file (the risk profile's category screens, the model portfolios' category screens).
 */
export function contentLinks(root: string = process.cwd()): ContentLink[] {
  const written = filesUnder(root, "content").flatMap((file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const hrefs = file.endsWith(".json") ? linksInJson(JSON.parse(text)) : linksInText(text);
    return hrefs.map((href) => ({ file, href }));
  });
  const risk = RISK_QUESTIONNAIRE.profiles.flatMap((profile) =>
    profile.categories.map((category) => ({ file: "content/risk-profile.json", href: screenHref(category.screen) })),
  );
  const portfolios = POPULAR_PORTFOLIOS.portfolios.flatMap((portfolio) =>
    portfolio.allocations.map((a) => ({
      file: "content/popular-portfolios.json",
      href: categoryScreenHref(a.category),
    })),
  );
  return [...written, ...risk, ...portfolios];
}

/** The route-table path a link's path matches ("[x]" matches one segment), or undefined. */
export function routeOfPath(pathname: string): string | undefined {
  const segments = pathname.split("/");
  return ROUTES.find((route) => {
    const parts = route.path.split("/");
    return parts.length === segments.length && parts.every((p, i) => p === segments[i] || /^\[.+\]$/.test(p));
  })?.path;
}
