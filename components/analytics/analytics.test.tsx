import { act, render } from "@testing-library/react";
import { Analytics } from "@/components/analytics/analytics";
import { giveConsent } from "@/components/consent/consent-cookie";
import { parseGaId } from "@/lib/env/public-env";

const sendGAEvent = jest.fn();
let pathname = "/features";

jest.mock("@next/third-parties/google", () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <span data-testid="ga" data-id={gaId} />,
  sendGAEvent: (...args: unknown[]) => sendGAEvent(...args),
}));
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

// What the root layout hands down for a given NEXT_PUBLIC_GA_ID.
const analyticsFor = (gaId: string | undefined) => <Analytics ga={parseGaId(gaId)} />;

function clearConsent() {
  document.cookie = "cookie_consent=; max-age=0; path=/";
}

beforeEach(() => {
  clearConsent();
  sendGAEvent.mockClear();
  pathname = "/features";
});

describe("Analytics", () => {
  it("loads nothing before the visitor accepts cookies, then loads with the configured id", async () => {
    const { queryByTestId, findByTestId } = render(analyticsFor("G-TEST12345"));
    await act(async () => undefined);
    expect(queryByTestId("ga")).toBeNull();
    await act(async () => {
      await giveConsent();
    });
    expect(await findByTestId("ga")).toHaveAttribute("data-id", "G-TEST12345");
  });

  it("reports a page view on each route change after the first", async () => {
    document.cookie = "cookie_consent=accepted; path=/";
    const { rerender, findByTestId } = render(analyticsFor("G-TEST12345"));
    await findByTestId("ga");
    expect(sendGAEvent).not.toHaveBeenCalled();
    pathname = "/calculators";
    rerender(analyticsFor("G-TEST12345"));
    expect(sendGAEvent).toHaveBeenCalledTimes(1);
    expect(sendGAEvent).toHaveBeenCalledWith(
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/calculators" }),
    );
  });

  it("logs an invalid id as an error and loads nothing, even with consent", async () => {
    document.cookie = "cookie_consent=accepted; path=/";
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { queryByTestId } = render(analyticsFor("UA-1234-5"));
    await act(async () => undefined);
    expect(queryByTestId("ga")).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid NEXT_PUBLIC_GA_ID "UA-1234-5"'));
    error.mockRestore();
  });

  it("stays silent and off when no id is configured", () => {
    document.cookie = "cookie_consent=accepted; path=/";
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(analyticsFor(undefined));
    expect(container).toBeEmptyDOMElement();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
