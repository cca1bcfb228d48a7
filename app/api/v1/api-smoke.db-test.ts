import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

describe("API smoke", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  it("serves a fund", async () => {
    const { status, body } = await api.call("/api/v1/funds?isin=INF000A01011");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", payload: { scheme_code: 1002 } });
  });
});
