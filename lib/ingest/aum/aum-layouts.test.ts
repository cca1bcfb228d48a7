import { headText } from "@/lib/ingest/fact-sources/file-head";
import { looksLikeAum } from "./aum-layouts";
import { syntheticFeedBytes, syntheticFeedXlsx } from "./testing/synthetic-feed";

describe("looksLikeAum: an AUM file is recognised by its content", () => {
  it.each([
    [
      "the monthly AUM table",
      "amc,scheme_name,category,sub_category,month_end,nav_cur,nav_prev,nav_return,aum_cur_cr,aum_prev_cr,expected_aum_cr,net_flow_cr,flow_pct\n" +
        '"360 ONE","360 ONE Focused Fund",Equity,Focused,2023-06-30,34.0237,32.2199,1.05,4085.48,3830.46,4044.9,40.57,1.05\n',
    ],
    [
      "the ICICI snapshots with a byte-order mark and CRLF",
      "\uFEFFscheme_name,category,sub_category,month_end,nav_regular,nav_direct,daily_aum_cr\r\n",
    ],
    ["the feed's answer", syntheticFeedBytes().toString()],
    ["the page's XLSX export", headText(syntheticFeedXlsx())],
  ])("%s", (_what, head) => {
    expect(looksLikeAum(head)).toBe(true);
  });

  it.each([
    [
      "an AMFI NAV file",
      "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date\n",
    ],
    ["a factsheet facts file", "scheme_code,as_of,expense_ratio,aum_cr\n120465,2025-06-30,0.62,38712.45\n"],
    ["a JSON factsheet", '[{"scheme_code":120465,"as_of":"2025-06-30","aum_cr":38712.45}]'],
    ["the scheme master", "AMC,Code,Scheme Name,Scheme Type,Scheme Category,Scheme NAV Name\n"],
    ["an empty file", ""],
  ])("not %s", (_what, head) => {
    expect(looksLikeAum(head)).toBe(false);
  });
});
