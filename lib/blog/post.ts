import { z } from "zod";
import { blocksText, MarkdownError, parseMarkdown, type Block } from "@/lib/blog/markdown";
import { splitFrontMatter } from "@/lib/blog/front-matter";
import { countWords, readingMinutes } from "@/lib/blog/reading-time";
import { isoDate } from "@/lib/content/content-fields";

export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  date: isoDate,
  author: z.string().min(3).max(60),
  tags: z
    .array(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, "tags are lower-case words, such as \"tax saving\""))
    .min(1)
    .max(6),
  summary: z.string().min(40).max(300),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

export interface BlogPost extends PostFrontMatter {
  slug: string;
  blocks: Block[];
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
  let split: ReturnType<typeof splitFrontMatter>;
  try {
    split = splitFrontMatter(source);
  } catch (error) {
    return fail((error as Error).message);
  }
  const front = postFrontMatterSchema.safeParse(split.data);
  if (!front.success) fail(front.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`).join("; "));
  let blocks: Block[] = [];
  try {
    blocks = parseMarkdown(split.body);
  } catch (error) {
    if (error instanceof MarkdownError) fail(`line ${error.line + split.bodyLine - 1}: ${error.message.replace(/^line \d+: /, "")}`);
    throw error;
  }
  if (blocks.length === 0) fail("the post has no text after its front matter");
  const words = countWords(blocksText(blocks));
  return { ...front.data!, slug, blocks, words, readingMinutes: readingMinutes(words) };
}

/** Posts newest first; posts of the same day by title, so the order never depends on the file system. */
export function sortPosts(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
