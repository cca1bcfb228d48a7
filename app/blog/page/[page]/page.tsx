import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogIndex } from "@/components/content/blog-index";
import { pageCount, paginate } from "@/lib/blog/paginate";
import { allPosts, POSTS_PER_PAGE } from "@/lib/blog/post-files";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/blog");

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

// Page 1 is /blog itself.
export function generateStaticParams(): { page: string }[] {
  const total = pageCount(allPosts().length, POSTS_PER_PAGE);
  return Array.from({ length: total - 1 }, (_, i) => ({ page: String(i + 2) }));
}

const pageNumber = (raw: string) => (/^[2-9]\d*$|^1\d+$/.test(raw) ? Number(raw) : Number.NaN);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  return metadataFor(route, `${route.title}, page ${page}`, { canonical: `/blog/page/${page}` });
}

export default async function BlogIndexPage({ params }: Props) {
  const current = paginate(allPosts(), pageNumber((await params).page), POSTS_PER_PAGE);
  if (!current) notFound();
  return <BlogIndex title={`${route.title}, page ${current.page}`} lead={route.summary} page={current} />;
}
