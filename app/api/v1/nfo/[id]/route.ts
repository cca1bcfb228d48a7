// GET /api/v1/nfo/{id} - one new fund offer with its status today
import { handle } from "@/lib/api/handle-endpoint";
import { nfoEndpoint } from "@/lib/api/schemas/nfo";
import { getNewFundOffer } from "@/lib/funds/nfo";
import { todayInIndia } from "@/lib/ingest/today-in-india";

export const GET = handle(nfoEndpoint, ({ sql, params }) => getNewFundOffer(sql, params.id, todayInIndia()));
