import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "./auth-context";
import { testAuthValue } from "./testing-auth-value";
import { CODE_LABEL, TotpCodeStep } from "./totp-code-step";

const wrongCode = Object.assign(new Error("Invalid TOTP code entered"), {
  code: "mfa_verification_failed",
  status: 422,
});

function renderStep({
  factorId,
  challengeAndVerify,
  listFactors = jest.fn(),
}: {
  factorId?: string;
  challengeAndVerify: jest.Mock;
  listFactors?: jest.Mock;
}) {
  const onVerified = jest.fn();
  const onCancel = jest.fn();
  const getClient = jest.fn(() => Promise.resolve({ auth: { mfa: { challengeAndVerify, listFactors } } } as never));
  render(
    <AuthContext value={testAuthValue({ getClient })}>
      <TotpCodeStep
        factorId={factorId}
        lead="Enter the code."
        submitLabel="Verify"
        cancelLabel="Cancel"
        onVerified={onVerified}
        onCancel={onCancel}
      />
    </AuthContext>,
  );
  return { onVerified, onCancel };
}

describe("TotpCodeStep", () => {
  it("offers a numeric one-time-code field under a clear label", () => {
    renderStep({ factorId: "f1", challengeAndVerify: jest.fn() });
    const field = screen.getByLabelText(CODE_LABEL);
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByRole("form", { name: "Two-factor authentication" })).toHaveTextContent("Enter the code.");
  });

  it("explains a wrong code, clears the field and does not go on", async () => {
    const user = userEvent.setup();
    const challengeAndVerify = jest.fn().mockResolvedValue({ data: null, error: wrongCode });
    const { onVerified } = renderStep({ factorId: "f1", challengeAndVerify });
    await user.type(screen.getByLabelText(CODE_LABEL), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code is not right. Enter the code your authenticator app shows now; it changes every 30 seconds.",
    );
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "f1", code: "123456" });
    expect(screen.getByLabelText(CODE_LABEL)).toHaveValue("");
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("refuses anything but six digits without calling the service", async () => {
    const user = userEvent.setup();
    const challengeAndVerify = jest.fn();
    renderStep({ factorId: "f1", challengeAndVerify });
    await user.type(screen.getByLabelText(CODE_LABEL), "12345a");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the 6-digit code your authenticator app shows.");
    expect(challengeAndVerify).not.toHaveBeenCalled();
  });

  it("verifies the member's first verified factor, spaces dropped, and only then goes on", async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const listFactors = jest
      .fn()
      .mockResolvedValue({ data: { totp: [{ id: "f9", status: "verified" }] }, error: null });
    const challengeAndVerify = jest.fn(() => {
      order.push("verify");
      return Promise.resolve({ data: {}, error: null });
    });
    const { onVerified } = renderStep({ challengeAndVerify, listFactors });
    onVerified.mockImplementation(() => order.push("verified"));
    await user.type(screen.getByLabelText(CODE_LABEL), "654 321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByRole("button", { name: "Verify" });
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "f9", code: "654321" });
    expect(order).toEqual(["verify", "verified"]);
  });

  it("lets a member with several apps choose the one at hand", async () => {
    const user = userEvent.setup();
    const listFactors = jest.fn().mockResolvedValue({
      data: {
        totp: [
          { id: "f1", friendly_name: "Phone", status: "verified" },
          { id: "f2", friendly_name: "Tablet", status: "verified" },
        ],
      },
      error: null,
    });
    const challengeAndVerify = jest.fn().mockResolvedValue({ data: {}, error: null });
    const { onVerified } = renderStep({ challengeAndVerify, listFactors });
    await user.selectOptions(await screen.findByLabelText("Authenticator app"), "Tablet");
    await user.type(screen.getByLabelText(CODE_LABEL), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "f2", code: "123456" });
  });

  it("shows no choice for a single app", async () => {
    const listFactors = jest
      .fn()
      .mockResolvedValue({ data: { totp: [{ id: "f1", friendly_name: "Phone", status: "verified" }] }, error: null });
    renderStep({ challengeAndVerify: jest.fn(), listFactors });
    await waitFor(() => expect(listFactors).toHaveBeenCalled());
    expect(screen.queryByLabelText("Authenticator app")).toBeNull();
  });

  it("cancels through its second button", async () => {
    const user = userEvent.setup();
    const { onCancel } = renderStep({ factorId: "f1", challengeAndVerify: jest.fn() });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
