/**
 * A failed product-API call as the browser sees it. In its own module, free of zod and the endpoint schemas,
 * because the data layer's retry rule (in the root layout) needs the class on every page.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request was refused before sending or never answered. */
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}
