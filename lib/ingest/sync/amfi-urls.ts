import { amfiDate, type DateRange } from "@/lib/ingest/sync/history-chunks";

export const AMFI_DAILY_NAV_URL = "https://www.amfiindia.com/spages/NAVAll.txt";

/** AMFI's NAV history download (the 8-column layout with repurchase and sale prices), for all schemes. */
export function amfiHistoryUrl(range: DateRange): string {
  return `https://portal.amfiindia.com/DownloadNAVHistoryReport_Po.aspx?frmdt=${amfiDate(range.from)}&todt=${amfiDate(range.to)}`;
}
