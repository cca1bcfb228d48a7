import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/asset-management-companies/[id]");
// A malformed fund house can never exist, so it is a 404 rather than a page about nothing.
const VALID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return metadataFor(route, VALID.test(id) ? `Fund house: ${id}` : route.title);
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!VALID.test(id)) notFound();
  return <PlannedPage title={`Fund house: ${id}`} summary={route.summary} />;
}
