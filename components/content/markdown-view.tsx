import Link from "next/link";
import type { Block, Inline } from "@/lib/blog/markdown";

// Renders the Markdown tree as React elements: text is escaped by React, and links were checked by the
// parser (site paths, https and anchors only), so a post can never inject markup.

function InlineNodes({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case "text":
            return node.text;
          case "strong":
            return (
              <strong key={index}>
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case "em":
            return (
              <em key={index}>
                <InlineNodes nodes={node.children} />
              </em>
            );
          case "code":
            return <code key={index}>{node.text}</code>;
          case "link":
            return node.href.startsWith("/") ? (
              <Link key={index} href={node.href}>
                <InlineNodes nodes={node.children} />
              </Link>
            ) : (
              <a key={index} href={node.href} rel="noopener noreferrer">
                <InlineNodes nodes={node.children} />
              </a>
            );
        }
      })}
    </>
  );
}

export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={index}>
                <InlineNodes nodes={block.children} />
              </h2>
            ) : (
              <h3 key={index}>
                <InlineNodes nodes={block.children} />
              </h3>
            );
          case "paragraph":
            return (
              <p key={index}>
                <InlineNodes nodes={block.children} />
              </p>
            );
          case "list": {
            const items = block.items.map((item, at) => (
              <li key={at}>
                <InlineNodes nodes={item} />
              </li>
            ));
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          case "code":
            return (
              <pre key={index}>
                <code>{block.text}</code>
              </pre>
            );
        }
      })}
    </>
  );
}
