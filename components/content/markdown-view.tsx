import Link from "next/link";
import Markdown, { type Components } from "react-markdown";

// A post's Markdown as React elements through react-markdown, on the server only. Without rehype-raw,
// HTML written in a post is shown as text, never as markup; link targets were checked when the post was
// read (lib/blog/markdown-text.ts). Site paths use next/link, other links keep rel="noopener noreferrer".

const components: Components = {
  a: ({ href = "", children }) =>
    href.startsWith("/") ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    ),
};

export function MarkdownView({ source }: { source: string }) {
  return <Markdown components={components}>{source}</Markdown>;
}
