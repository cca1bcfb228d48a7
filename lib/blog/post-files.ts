import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePost, sortPosts, type BlogPost } from "@/lib/blog/post";

export const BLOG_DIR = "content/blog";
/** Posts on one page of the /blog index. */
export const POSTS_PER_PAGE = 3;

/** Every post of content/blog, parsed and checked, newest first. Throws on the first broken file. */
export function loadPosts(root: string = process.cwd()): BlogPost[] {
  const dir = path.join(root, BLOG_DIR);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  return sortPosts(files.map((name) => parsePost(`${BLOG_DIR}/${name}`, readFileSync(path.join(dir, name), "utf8"))));
}

let cached: BlogPost[] | undefined;

/** The posts, read once per server process (they change only with a deployment). */
export function allPosts(): BlogPost[] {
  cached ??= loadPosts();
  return cached;
}

export function findPost(slug: string): BlogPost | undefined {
  return allPosts().find((post) => post.slug === slug);
}
