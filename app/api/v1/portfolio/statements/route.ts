// POST /api/v1/portfolio/statements - import a CAS PDF into the member's transactions (idempotent)
import { handleStatementUpload } from "@/lib/api/handle-statement-upload";
import { importStatementEndpoint } from "@/lib/api/schemas/portfolio-statements";
import { importStatement } from "@/lib/cas/import/statement-service";

export const POST = handleStatementUpload(importStatementEndpoint, importStatement);
