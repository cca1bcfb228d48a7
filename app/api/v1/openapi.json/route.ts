// GET /api/v1/openapi.json - the product API's OpenAPI 3.1 document
import { PUBLIC_CACHE_CONTROL } from "@/lib/api/cache-policy";
import { API_ENDPOINTS } from "@/lib/api/endpoints";
import { buildOpenApiDocument } from "@/lib/api/openapi/build-openapi-document";

export const dynamic = "force-static";

export function GET() {
  return Response.json(buildOpenApiDocument(API_ENDPOINTS), { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}
