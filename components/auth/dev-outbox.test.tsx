import { render, screen, within } from "@testing-library/react";
import type { OutboxMessage } from "@/lib/auth/service/outbox-queries";
import { DevOutbox } from "./dev-outbox";

const messages: OutboxMessage[] = [
  {
    id: 2,
    channel: "email",
    recipient: "asha@example.in",
    subject: "Reset your password",
    body: "Reset your password: follow this link or enter the code 123456.",
    link: "http://127.0.0.1:3000/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2F127.0.0.1%3A3000",
    createdAt: new Date("2026-11-21T04:30:00Z"),
  },
  {
    id: 1,
    channel: "sms",
    recipient: "919876500001",
    subject: "Your code",
    body: "Your code is 654321.",
    link: null,
    createdAt: new Date("2026-11-20T04:30:00Z"),
  },
];

describe("DevOutbox", () => {
  it("lists each message in the given order with time, channel, recipient, subject, body and a clickable link", () => {
    render(<DevOutbox messages={messages} limit={200} />);
    expect(screen.getByRole("heading", { level: 1, name: "Development outbox" })).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText("asha@example.in")).toBeInTheDocument();
    expect(first.getByText("Email")).toBeInTheDocument();
    expect(first.getByText("Reset your password")).toBeInTheDocument();
    expect(first.getByText(/enter the code 123456/)).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Open link" })).toHaveAttribute("href", messages[0]!.link);
    expect(rows[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T04:30:00.000Z");
    expect(first.getByText("21 Nov 2026, 10:00:00 am")).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText("SMS")).toBeInTheDocument();
    expect(second.queryByRole("link")).toBeNull();
    expect(second.getByText("None")).toBeInTheDocument();
  });

  it("says so when there are no messages", () => {
    render(<DevOutbox messages={[]} limit={200} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });
});
