/** @jest-environment jsdom */
// jsdom: the browser fetcher reads the member's token from window.localStorage.
import { ApiClientError } from "@/lib/api/api-client-error";
import { callEndpoint, endpointUrl, TUNNEL_SKIP_HEADER } from "@/lib/api/client-fetch";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import { RANKINGS_REQUIRED_MESSAGE, rankingsEndpoint } from "@/lib/api/schemas/fund-analysis";
import { fundEndpoint } from "@/lib/api/schemas/funds";
import { screenerListEndpoint } from "@/lib/api/schemas/screener";
import { NFO_ENDPOINTS } from "@/lib/api/schemas/nfo";
import { apiBaseUrl } from "@/lib/env/public-env";

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.clear();
});

// jsdom has no Response: the fetcher only reads ok, status and json().
const reply = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const notJson = (status: number) => ({ ok: false, status, json: async () => JSON.parse("<html>Bad gateway</html>") });

describe("endpointUrl", () => {
  it("fills path segments, repeats list values and drops empty ones", () => {
    const nfo = NFO_ENDPOINTS[0]!;
    expect(endpointUrl(nfo, { params: { id: 7 } }, "")).toBe("/api/v1/nfo/7");
    expect(
      endpointUrl(
        screenerListEndpoint,
        { query: { amc: ["a b", "c"], page: 2, q: "", order_by: undefined } },
        "https://api.example.in",
      ),
    ).toBe("https://api.example.in/api/v1/mutual-funds/filtered-funds?amc=a+b&amc=c&page=2");
  });
});

describe("apiBaseUrl", () => {
  it("defaults to the app's own origin and drops a trailing slash", () => {
    expect(apiBaseUrl(undefined)).toBe("");
    expect(apiBaseUrl("  ")).toBe("");
    expect(apiBaseUrl("https://api.example.in/")).toBe("https://api.example.in");
  });

  it("ignores an invalid address and says so", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(apiBaseUrl("ftp://x")).toBe("");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("NEXT_PUBLIC_API_BASE_URL"));
    error.mockRestore();
  });
});

describe("callEndpoint", () => {
  it("sends the stored token, the tunnel-skip header and credentials, and returns the payload", async () => {
    window.localStorage.setItem("token", "abc.def");
    fetchMock.mockResolvedValue(reply(200, { status: "success", payload: { scheme_code: 1 } }));
    await expect(callEndpoint(fundEndpoint, { query: { isin: "INF000A01011" } })).resolves.toEqual({ scheme_code: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/funds?isin=INF000A01011");
    const headers = init.headers as Headers;
    expect(headers.get("Authorization")).toBe("Bearer abc.def");
    expect(headers.get(TUNNEL_SKIP_HEADER)).toBe("true");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("GET");
  });

  it("sends no Authorization header without a stored token", async () => {
    fetchMock.mockResolvedValue(reply(200, { status: "success", payload: {} }));
    await callEndpoint(fundEndpoint, { query: { isin: "INF000A01011" } });
    expect(((fetchMock.mock.calls[0]![1] as RequestInit).headers as Headers).has("Authorization")).toBe(false);
  });

  it("refuses a rankings call without isin or category before sending, with the message that names both parameters", async () => {
    await expect(callEndpoint(rankingsEndpoint, { query: { isin: "INF000A01011" } })).rejects.toEqual(
      new ApiClientError(RANKINGS_REQUIRED_MESSAGE, 0),
    );
    await expect(callEndpoint(rankingsEndpoint, { query: { category: "equity-large-cap-fund" } })).rejects.toThrow(
      RANKINGS_REQUIRED_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a bad body before sending", async () => {
    await expect(callEndpoint(compareEndpoint, { body: { isins: ["INF000A01011"] } })).rejects.toThrow(
      "Field 'isins' must have at least 2 items.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts a JSON body", async () => {
    fetchMock.mockResolvedValue(reply(200, { status: "success", payload: { funds: [] } }));
    await callEndpoint(compareEndpoint, { body: { isins: ["INF000A01011", "INF000B01019"] } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"isins":["INF000A01011","INF000B01019"]}');
    expect((init.headers as Headers).get("Content-Type")).toBe("application/json");
  });

  it("throws the server's message and status on an error envelope, and a plain one on a non-JSON answer", async () => {
    fetchMock.mockResolvedValueOnce(reply(404, { status: "error", payload: "No fund has ISIN INF000A09999." }));
    await expect(callEndpoint(fundEndpoint, { query: { isin: "INF000A09999" } })).rejects.toEqual(
      new ApiClientError("No fund has ISIN INF000A09999.", 404),
    );
    fetchMock.mockResolvedValueOnce(notJson(502));
    await expect(callEndpoint(fundEndpoint, { query: { isin: "INF000A01011" } })).rejects.toEqual(
      new ApiClientError("The server answered 502. Please try again.", 502),
    );
  });

  it("lets an abort through untouched", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    fetchMock.mockRejectedValue(abort);
    await expect(callEndpoint(fundEndpoint, { query: { isin: "INF000A01011" } })).rejects.toBe(abort);
  });
});
