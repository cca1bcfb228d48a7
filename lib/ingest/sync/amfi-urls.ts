import { z } from "zod";
import { amfiDate, type DateRange } from "@/lib/ingest/sync/history-chunks";

export interface AmfiHosts {
  /** www.amfiindia.com: NAVAll, TER, fund performance. */
  website: string;
  /** portal.amfiindia.com: the scheme master and the NAV history. */
  portal: string;
}

export const AMFI_HOSTS: AmfiHosts = {
  website: "https://www.amfiindia.com",
  portal: "https://portal.amfiindia.com",
};

const origin = z
  .url()
  .transform((url) => url.replace(/\/+$/, ""))
  .optional();

/** AMFI's hosts, or others named by AMFI_WEBSITE_URL / AMFI_PORTAL_URL (a mirror, a local test server). */
export function amfiHostsFromEnv(env: NodeJS.ProcessEnv = process.env): AmfiHosts {
  const parsed = z.object({ AMFI_WEBSITE_URL: origin, AMFI_PORTAL_URL: origin }).parse(env);
  return {
    website: parsed.AMFI_WEBSITE_URL ?? AMFI_HOSTS.website,
    portal: parsed.AMFI_PORTAL_URL ?? AMFI_HOSTS.portal,
  };
}

export const amfiDailyNavUrl = (hosts: AmfiHosts = AMFI_HOSTS) => `${hosts.website}/spages/NAVAll.txt`;

/** AMFI's NAV history download (the 8-column layout with repurchase and sale prices), for all schemes. */
export function amfiHistoryUrl(range: DateRange, hosts: AmfiHosts = AMFI_HOSTS): string {
  return `${hosts.portal}/DownloadNAVHistoryReport_Po.aspx?frmdt=${amfiDate(range.from)}&todt=${amfiDate(range.to)}`;
}
