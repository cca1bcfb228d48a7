import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/mutual-fund-screener/[schemeCode]");
// A malformed scheme code can never exist, so it is a 404 rather than a page about nothing.
const VALID = /^\d{1,8}$/;

type Props = { params: Promise<{ schemeCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { schemeCode } = await params;
  return metadataFor(route, VALID.test(schemeCode) ? `Fund ${schemeCode}` : route.title);
}

export default async function Page({ params }: Props) {
  const { schemeCode } = await params;
  if (!VALID.test(schemeCode)) notFound();
  return <PlannedPage title={`Fund ${schemeCode}`} summary={route.summary} />;
}
