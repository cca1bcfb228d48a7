import { GET } from "@/app/api/v1/mutual-funds/filtered-funds/route";
import type { ApiHandler } from "@/lib/api/handle-endpoint";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// The Node dispatcher answers a GET of a cacheable endpoint through the handler's readPublic, built from the
// request's parts (no web Request or Response). Its answers must be the web handler's, byte for byte.

const LIST = "/api/v1/mutual-funds/filtered-funds";

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const seen = async (answer: Response): Promise<Seen> => ({
  status: answer.status,
  headers: Object.fromEntries(answer.headers),
  body: await answer.text(),
});

describe("a public read answered from the request's parts (readPublic)", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  const handler = GET as ApiHandler;
  const web = async (path: string, ifNoneMatch?: string) =>
    seen(
      await handler(
        new Request(`http://localhost${path}`, { headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {} }),
      ),
    );
  const read = async (path: string, ifNoneMatch?: string): Promise<Seen> => {
    const answer = await handler.readPublic!({
      url: new URL(path, "http://localhost"),
      params: {},
      address: "127.0.0.1",
      ifNoneMatch: ifNoneMatch ?? null,
    });
    if (answer instanceof Response) return seen(answer);
    return { status: answer.status, headers: answer.headers, body: answer.body?.toString() ?? "" };
  };

  it.each([
    "?page=1&page_size=3",
    "?page=3&page_size=3",
    "?order_by=return_1y&plan_type=Direct",
    "?q=alpha%20larg",
    "?page=100000",
    "?page_size=101",
    "?plan_type=Both",
  ])("answers %s as the web handler does, and the same again once its parse is kept", async (query) => {
    const expected = await web(`${LIST}${query}`);
    expect(await read(`${LIST}${query}`)).toEqual(expected);
    expect(await read(`${LIST}${query}`)).toEqual(expected);
  });

  it("answers 304 with the same headers to a client that holds the body", async () => {
    const { headers } = await read(`${LIST}?page_size=2`);
    const etag = headers.etag!;
    const expected = await web(`${LIST}?page_size=2`, etag);
    expect(expected.status).toBe(304);
    expect(await read(`${LIST}?page_size=2`, etag)).toEqual(expected);
  });

  it("is what the dispatcher serves a GET with: the bytes of the answer are the handler's", async () => {
    const response = await fetch(`${api.origin}${LIST}?page_size=2&order_by=aum`);
    const expected = await web(`${LIST}?page_size=2&order_by=aum`);
    expect({ status: response.status, body: await response.text(), etag: response.headers.get("etag") }).toEqual({
      status: 200,
      body: expected.body,
      etag: expected.headers.etag,
    });
  });
});
