import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/components/content/content.module.css";
import { MarkdownView } from "@/components/content/markdown-view";
import { PostMeta } from "@/components/content/post-meta";
import { JsonLd } from "@/components/seo/json-ld";
import { allPosts, findPost } from "@/lib/blog/post-files";
import { COMPANY } from "@/lib/content/company";
import { siteUrl } from "@/lib/env/public-env";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import { articleJsonLd } from "@/lib/seo/article-json-ld";

const route = routeFor("/blog/[slug]");

type Props = { params: Promise<{ slug: string }> };

// Every post is built ahead; any other slug renders once to its own 404 (not-found.tsx), which
// dynamicParams = false would replace with the site-wide one.
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return allPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug);
  if (!post) notFound();
  const article = { publishedTime: post.date, authors: [post.author], tags: post.tags };
  return {
    ...metadataFor(route, post.title, {
      description: post.summary,
      canonical: `/blog/${post.slug}`,
      type: "article",
      article,
    }),
    authors: [{ name: post.author }],
    keywords: post.tags,
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = findPost((await params).slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.meta}>
        <Link href="/blog">Blog</Link>
      </p>
      <div className={styles.article}>
        <h1>{post.title}</h1>
        <PostMeta post={post} />
        <p className={styles.lead}>{post.summary}</p>
        <MarkdownView source={post.body} />
        <p className={`${styles.panel} ${styles.muted}`} role="note">
          {COMPANY.disclaimer[1]} This article is for education and is not investment advice.
        </p>
      </div>
      <JsonLd data={articleJsonLd({ ...post, path }, siteUrl(), { name: COMPANY.brand, logoPath: "/icon.svg" })} />
    </article>
  );
}
