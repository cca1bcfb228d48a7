import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/new-fund-offers/[id]");
// A malformed offer can never exist, so it is a 404 rather than a page about nothing.
const VALID = /^\d{1,10}$/;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return metadataFor(route, VALID.test(id) ? `New fund offer ${id}` : route.title);
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!VALID.test(id)) notFound();
  return <PlannedPage title={`New fund offer ${id}`} summary={route.summary} />;
}
