// POST /api/v1/contact - a message from the contact form
import { handleForm } from "@/lib/api/handle-form-endpoint";
import { contactEndpoint } from "@/lib/api/schemas/contact";
import { submitContactMessage } from "@/lib/contact/submit-contact";

export const POST = handleForm(contactEndpoint, ({ sql, body, address }) => submitContactMessage(sql, body, address));
