// GET /api/v1/data-status - the loaded fact files and the data-quality checks (what npm run data:status prints)
import { handle } from "@/lib/api/handle-endpoint";
import { dataStatusEndpoint } from "@/lib/api/schemas/data-status";
import { dataStatus } from "@/lib/ingest/dataset-status";

export const GET = handle(dataStatusEndpoint, ({ sql }) => dataStatus(sql));
