import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "@/components/auth/auth-context";
import { testAuthValue } from "@/components/auth/testing-auth-value";
import { CODE_LABEL } from "@/components/auth/totp-code-step";
import { recordedToasts } from "@/components/ui/testing/recorded-toasts";
import { authenticatorName } from "@/lib/auth/authenticator-name";
import { TotpEnrolment } from "./totp-enrolment";

jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"));

const app = { id: "f1", friendly_name: "Phone app", status: "verified", factor_type: "totp" };
const insufficientAal = Object.assign(new Error("AAL2 required to unenroll verified factor"), {
  code: "insufficient_aal",
  status: 422,
});
const wrongCode = Object.assign(new Error("Invalid TOTP code entered"), {
  code: "mfa_verification_failed",
  status: 422,
});

function renderEnrolment(mfa: Record<string, jest.Mock>) {
  const listFactors = jest
    .fn()
    .mockResolvedValueOnce({ data: { totp: [app] }, error: null })
    .mockResolvedValue({ data: { totp: [] }, error: null });
  const getClient = jest.fn(() => Promise.resolve({ auth: { mfa: { listFactors, ...mfa } } } as never));
  render(
    <AuthContext value={testAuthValue({ getClient, isAuthenticated: true })}>
      <TotpEnrolment />
    </AuthContext>,
  );
}

describe("TotpEnrolment removal", () => {
  beforeEach(() => recordedToasts.splice(0));

  it("asks an aal1 session for the app's code, steps up, then removes it, never showing the service's message", async () => {
    const user = userEvent.setup();
    const unenroll = jest
      .fn()
      .mockResolvedValueOnce({ data: null, error: insufficientAal })
      .mockResolvedValueOnce({ data: { id: "f1" }, error: null });
    const challengeAndVerify = jest
      .fn()
      .mockResolvedValueOnce({ data: null, error: wrongCode })
      .mockResolvedValueOnce({ data: {}, error: null });
    renderEnrolment({ unenroll, challengeAndVerify });

    await user.click(await screen.findByRole("button", { name: "Remove" }));
    const field = await screen.findByLabelText(CODE_LABEL);
    expect(screen.queryByText(/AAL2 required/)).toBeNull();
    expect(screen.getByRole("button", { name: "Remove" })).toBeDisabled();

    await user.type(field, "111111");
    await user.click(screen.getByRole("button", { name: "Verify and remove" }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(unenroll).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(CODE_LABEL), "222222");
    await user.click(screen.getByRole("button", { name: "Verify and remove" }));
    await waitFor(() => expect(unenroll).toHaveBeenCalledTimes(2));
    expect(challengeAndVerify).toHaveBeenLastCalledWith({ factorId: "f1", code: "222222" });
    expect(unenroll).toHaveBeenLastCalledWith({ factorId: "f1" });
    expect(await screen.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    expect(recordedToasts).toEqual([{ kind: "success", text: "The authenticator app has been removed." }]);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });

  it("removes at once from an aal2 session, and keeps the app when the member cancels the code", async () => {
    const user = userEvent.setup();
    const unenroll = jest.fn().mockResolvedValueOnce({ data: null, error: insufficientAal });
    const challengeAndVerify = jest.fn();
    renderEnrolment({ unenroll, challengeAndVerify });
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Keep the app" }));
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
    expect(screen.getByRole("listitem")).toHaveTextContent("Phone app");
    expect(challengeAndVerify).not.toHaveBeenCalled();

    unenroll.mockResolvedValueOnce({ data: { id: "f1" }, error: null });
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    expect(challengeAndVerify).not.toHaveBeenCalled();
  });
});

describe("TotpEnrolment naming", () => {
  it("names a new app after the service's factors, not the list on screen, so a second app added at once is not refused", async () => {
    const user = userEvent.setup();
    const today = authenticatorName(new Date(), []);
    // On screen: no app yet (the list was read before the first app was verified). At the service: one, named today.
    const listFactors = jest
      .fn()
      .mockResolvedValueOnce({ data: { all: [], totp: [] }, error: null })
      .mockResolvedValue({ data: { all: [{ ...app, friendly_name: today }], totp: [] }, error: null });
    const enroll = jest.fn().mockResolvedValue({
      data: { id: "f2", totp: { qr_code: "data:image/svg+xml;base64,PHN2Zy8+", secret: "JBSWY3DPEHPK3PXP" } },
      error: null,
    });
    const getClient = jest.fn(() => Promise.resolve({ auth: { mfa: { listFactors, enroll } } } as never));
    render(
      <AuthContext value={testAuthValue({ getClient, isAuthenticated: true })}>
        <TotpEnrolment />
      </AuthContext>,
    );
    await waitFor(() => expect(listFactors).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(enroll).toHaveBeenCalledWith({ factorType: "totp", friendlyName: `${today} (2)` });
  });
});
