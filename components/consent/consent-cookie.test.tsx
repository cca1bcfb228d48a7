import { act, renderHook } from "@testing-library/react";
import { giveConsent, useConsent } from "./consent-cookie";

const clear = (name: string) => (document.cookie = `${name}=; max-age=0; path=/`);

describe("consent cookie", () => {
  afterEach(() => ["cookie_consent", "other", "my_cookie_consent"].forEach(clear));

  it("is false without the cookie, even when a similarly named cookie exists", () => {
    document.cookie = "other=1; path=/";
    document.cookie = "my_cookie_consent=accepted; path=/";
    expect(renderHook(() => useConsent()).result.current).toBe(false);
  });

  it("turns true for every listener once consent is given, and sets the cookie", async () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBe(false);
    await act(async () => {
      await giveConsent();
    });
    expect(result.current).toBe(true);
    expect(document.cookie).toContain("cookie_consent=accepted");
  });
});
