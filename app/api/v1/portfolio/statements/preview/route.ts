// POST /api/v1/portfolio/statements/preview - read a CAS PDF with its password and show what importing it would do
import { handleStatementUpload } from "@/lib/api/handle-statement-upload";
import { previewStatementEndpoint } from "@/lib/api/schemas/portfolio-statements";
import { previewStatement } from "@/lib/cas/import/statement-service";

export const POST = handleStatementUpload(previewStatementEndpoint, previewStatement);
