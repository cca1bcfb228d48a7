import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiClientError } from "@/lib/api/api-client-error";
import type { Endpoint } from "@/lib/api/endpoint";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMITED_MESSAGE } from "@/lib/contact/contact-limits";
import { CONTACT_FAILED_MESSAGE, CONTACT_FIX_FIELDS_MESSAGE, ContactForm } from "@/components/content/contact-form";
import { recordedToasts } from "@/components/ui/testing/recorded-toasts";

const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"));
const toasts = recordedToasts;

const SUCCESS = "Thank you, your message has been sent.";
let postAnswer: (body: unknown) => unknown;
let tokens = 0;

beforeEach(() => {
  toasts.length = 0;
  tokens = 0;
  callEndpoint.mockReset();
  postAnswer = () => ({ received_at: "2026-11-22T09:00:00.000Z" });
  callEndpoint.mockImplementation(async (endpoint: Endpoint, input: { body?: unknown }) => {
    if (endpoint.method === "GET" && endpoint.path === "/api/v1/contact/form-token")
      return { form_token: `token-${++tokens}` };
    if (endpoint.method === "POST" && endpoint.path === "/api/v1/contact") return postAnswer(input.body);
    throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
  });
});

const posts = () => callEndpoint.mock.calls.filter(([e]: [Endpoint]) => e.method === "POST");
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function fillValid() {
  type("Your name", " Asha Rao ");
  type("Email or phone number", "98450 12345");
  type("Subject", "ELSS lock-in");
  type("Message", "Is each SIP instalment locked in for three years?");
}

describe("ContactForm", () => {
  it("shows every field's message, focuses the first, and sends nothing when the fields are wrong", async () => {
    render(<ContactForm successMessage={SUCCESS} />);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    for (const field of ["name", "reply_to", "subject", "message"] as const)
      expect(await screen.findByText(CONTACT_MESSAGES[field])).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(screen.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(toasts).toEqual([{ kind: "error", text: CONTACT_FIX_FIELDS_MESSAGE }]);
    expect(posts()).toHaveLength(0);
    type("Your name", "Asha");
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();
  });

  it("sends the fields with the honeypot and the form's token, thanks the sender, clears the form and fetches a new token", async () => {
    render(<ContactForm successMessage={SUCCESS} />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "success", text: SUCCESS }]));
    expect(posts()[0][1].body).toEqual({
      name: " Asha Rao ",
      reply_to: "98450 12345",
      subject: "ELSS lock-in",
      message: "Is each SIP instalment locked in for three years?",
      website: "",
      form_token: "token-1",
    });
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    await waitFor(() => expect(tokens).toBe(2));
  });

  it("hides the honeypot from people and screen readers, and sends what a bot typed into it", async () => {
    render(<ContactForm successMessage={SUCCESS} />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
    fillValid();
    fireEvent.change(trap, { target: { value: "https://spam.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0][1].body.website).toBe("https://spam.example");
  });

  it("shows the server's words when it refuses, keeps what was typed, and a generic message when there is no answer", async () => {
    render(<ContactForm successMessage={SUCCESS} />);
    fillValid();
    postAnswer = () => {
      throw new ApiClientError(CONTACT_RATE_LIMITED_MESSAGE, 429);
    };
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", text: CONTACT_RATE_LIMITED_MESSAGE }]));
    expect(screen.getByLabelText("Your name")).toHaveValue(" Asha Rao ");
    postAnswer = () => {
      throw new TypeError("Failed to fetch");
    };
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: "error", text: CONTACT_FAILED_MESSAGE }));
  });
});
