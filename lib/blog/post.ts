import matter from "gray-matter";
import { z } from "zod";
import { MarkdownError, markdownText } from "@/lib/blog/markdown-text";
import { countWords, readingMinutes } from "@/lib/blog/reading-time";
import { isoDate } from "@/lib/content/content-fields";

export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  // YAML reads an unquoted 2026-11-09 as a date: back to the YYYY-MM-DD text the posts wrote.
  date: z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    isoDate,
  ),
  author: z.string().min(3).max(60),
  tags: z
    .array(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'tags are lower-case words, such as "tax saving"'))
    .min(1)
    .max(6),
  summary: z.string().min(40).max(300),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

export interface BlogPost extends PostFrontMatter {
  slug: string;
  /** The Markdown after the front matter. */
  body: string;
  words: number;
  readingMinutes: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One post from its file name ("sip-vs-lumpsum.md") and text. Every error names the file and the field or
 * line, such as "content/blog/x.md is invalid: date: must be a date written YYYY-MM-DD".
 */
export function parsePost(file: string, source: string): BlogPost {
  const fail = (detail: string): never => {
    throw new Error(`${file} is invalid: ${detail}`);
  };
  const slug = file.split("/").pop()!.replace(/\.md$/, "");
  if (!SLUG.test(slug)) fail(`the file name must be a kebab-case slug such as sip-vs-lumpsum.md`);
  // /blog/page/2 is the index's second page.
  if (slug === "page") fail(`the file name "page.md" is reserved for the blog's pagination; choose another name`);
  if (!matter.test(source))
    fail('line 1: a post starts with "---", then its front matter (title, date, author, tags, summary), then "---"');
  let split: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching the result by the file's text.
    split = matter(source, {});
  } catch (error) {
    return fail((error as Error).message);
  }
  const front = postFrontMatterSchema.safeParse(split.data);
  if (!front.success)
    fail(front.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`).join("; "));
  const body = split.content;
  // The body's first line in the file: after the front matter and its two "---" lines.
  const bodyLine = source.slice(0, source.length - body.length).split(/\r\n|\r|\n/).length;
  let text = "";
  try {
    text = markdownText(body);
  } catch (error) {
    if (error instanceof MarkdownError)
      fail(`line ${error.line + bodyLine - 1}: ${error.message.replace(/^line \d+: /, "")}`);
    throw error;
  }
  if (text.trim() === "") fail("the post has no text after its front matter");
  const words = countWords(text);
  return { ...front.data!, slug, body, words, readingMinutes: readingMinutes(words) };
}

/** Posts newest first; posts of the same day by title, so the order never depends on the file system. */
export function sortPosts(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
