// GET /api/v1/contact/form-token - the contact form's signed timing token
import { handle } from "@/lib/api/handle-endpoint";
import { contactFormTokenEndpoint } from "@/lib/api/schemas/contact";
import { contactFormSecret } from "@/lib/contact/contact-store";
import { issueFormToken } from "@/lib/contact/form-token";

export const GET = handle(contactFormTokenEndpoint, async ({ sql }) => ({
  form_token: issueFormToken(await contactFormSecret(sql), Date.now()),
}));
