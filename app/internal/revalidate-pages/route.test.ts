/** @jest-environment node */
import { revalidatePath } from "next/cache";
import { REVALIDATE_TOKEN_HEADER } from "@/lib/cache/page-revalidation";
import { POST } from "./route";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const TOKEN = "f".repeat(64);
const call = (token?: string) =>
  POST(
    new Request("http://localhost/internal/revalidate-pages", {
      method: "POST",
      headers: token === undefined ? {} : { [REVALIDATE_TOKEN_HEADER]: token },
    }),
  );

describe("POST /internal/revalidate-pages", () => {
  beforeEach(() => {
    jest.mocked(revalidatePath).mockClear();
    process.env.FUNDLENS_REVALIDATE_TOKEN = TOKEN;
  });
  afterAll(() => delete process.env.FUNDLENS_REVALIDATE_TOKEN);

  it("refreshes every cached page for the server's own token", () => {
    expect(call(TOKEN).status).toBe(204);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", "e".repeat(64)],
  ])("answers 404 and refreshes nothing for %s", (_, token) => {
    expect(call(token).status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("answers 404 when the server set no token (next dev, next start)", () => {
    delete process.env.FUNDLENS_REVALIDATE_TOKEN;
    expect(call(TOKEN).status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
