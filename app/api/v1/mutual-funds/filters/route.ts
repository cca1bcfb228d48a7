// GET /api/v1/mutual-funds/filters - the screener's filter sections, with counts and ranges
import { handle } from "@/lib/api/handle-endpoint";
import { screenerFiltersEndpoint } from "@/lib/api/schemas/screener";
import { screenerFilters } from "@/lib/screener/screener-filters";

export const GET = handle(screenerFiltersEndpoint, ({ sql }) => screenerFilters(sql));
