import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/categories/[slug]");
// A malformed category can never exist, so it is a 404 rather than a page about nothing.
const VALID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return metadataFor(route, VALID.test(slug) ? `Category: ${slug}` : route.title);
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  if (!VALID.test(slug)) notFound();
  return <PlannedPage title={`Category: ${slug}`} summary={route.summary} />;
}
