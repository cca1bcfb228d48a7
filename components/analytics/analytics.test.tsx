import { act, render } from "@testing-library/react";
import { Analytics } from "@/components/analytics/analytics";
import { giveConsent } from "@/components/consent/consent-cookie";

const sendGAEvent = jest.fn();
let pathname = "/features";

jest.mock("@next/third-parties/google", () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <span data-testid="ga" data-id={gaId} />,
  sendGAEvent: (...args: unknown[]) => sendGAEvent(...args),
}));
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function configureGaId(gaId: string | undefined) {
  if (gaId === undefined) delete process.env.NEXT_PUBLIC_GA_ID;
  else process.env.NEXT_PUBLIC_GA_ID = gaId;
}

function clearConsent() {
  document.cookie = "cookie_consent=; max-age=0; path=/";
}

const originalGaId = process.env.NEXT_PUBLIC_GA_ID;
afterAll(() => {
  process.env.NEXT_PUBLIC_GA_ID = originalGaId;
});

beforeEach(() => {
  clearConsent();
  sendGAEvent.mockClear();
  pathname = "/features";
});

describe("Analytics", () => {
  it("loads nothing before the visitor accepts cookies, then loads with the configured id", () => {
    configureGaId("G-TEST12345");
    const { queryByTestId } = render(<Analytics />);
    expect(queryByTestId("ga")).toBeNull();
    act(() => {
      giveConsent();
    });
    expect(queryByTestId("ga")).toHaveAttribute("data-id", "G-TEST12345");
  });

  it("reports a page view on each route change after the first", () => {
    document.cookie = "cookie_consent=accepted; path=/";
    configureGaId("G-TEST12345");
    const { rerender } = render(<Analytics />);
    expect(sendGAEvent).not.toHaveBeenCalled();
    pathname = "/calculators";
    rerender(<Analytics />);
    expect(sendGAEvent).toHaveBeenCalledTimes(1);
    expect(sendGAEvent).toHaveBeenCalledWith("event", "page_view", expect.objectContaining({ page_path: "/calculators" }));
  });

  it("logs an invalid id as an error and loads nothing, even with consent", () => {
    document.cookie = "cookie_consent=accepted; path=/";
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    configureGaId("UA-1234-5");
    const { queryByTestId } = render(<Analytics />);
    expect(queryByTestId("ga")).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid NEXT_PUBLIC_GA_ID "UA-1234-5"'));
    error.mockRestore();
  });

  it("stays silent and off when no id is configured", () => {
    document.cookie = "cookie_consent=accepted; path=/";
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    configureGaId(undefined);
    const { container } = render(<Analytics />);
    expect(container).toBeEmptyDOMElement();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
