import fc from "fast-check";
import { CONTACT_MESSAGES } from "@/lib/contact/contact-limits";
import { parseReplyTo, validateContact } from "@/lib/contact/contact-rules";

const valid = {
  name: "Asha Rao",
  reply_to: "asha@example.in",
  subject: "Question about ELSS",
  message: "How does the lock-in work for SIP instalments?",
};

describe("parseReplyTo", () => {
  it.each([
    ["asha@example.in", { kind: "email", value: "asha@example.in" }],
    ["  Asha.Rao@Example.IN ", { kind: "email", value: "asha.rao@example.in" }],
    ["9845012345", { kind: "phone", value: "+919845012345" }],
    ["98450 12345", { kind: "phone", value: "+919845012345" }],
    ["+91-98450-12345", { kind: "phone", value: "+919845012345" }],
    ["+91 98450 12345", { kind: "phone", value: "+919845012345" }],
    ["098450 12345", { kind: "phone", value: "+919845012345" }],
    ["080 4718 2900", { kind: "phone", value: "+918047182900" }],
    ["(080) 4718-2900", { kind: "phone", value: "+918047182900" }],
  ])("%j reads as %j", (raw, expected) => {
    expect(parseReplyTo(raw)).toEqual(expected);
  });

  it.each([
    "",
    "asha",
    "asha@",
    "@example.in",
    "asha@example",
    "12345",
    "98450123456789",
    "1845012345",
    "+1 415 555 0100",
    "98450x12345",
    "call me",
  ])("refuses %j", (raw) => {
    expect(parseReplyTo(raw)).toBeNull();
  });
});

describe("validateContact", () => {
  it("accepts a complete message, trimmed, with the reply address normalised", () => {
    expect(validateContact({ ...valid, name: "  Asha Rao ", reply_to: "98450 12345" })).toEqual({
      ok: true,
      value: {
        name: "Asha Rao",
        reply_to: { kind: "phone", value: "+919845012345" },
        subject: valid.subject,
        message: valid.message,
      },
    });
  });

  it("names every bad field with its message, and only those", () => {
    expect(validateContact({ name: " A ", reply_to: "nowhere", subject: "Hi", message: "Too short" })).toEqual({
      ok: false,
      errors: CONTACT_MESSAGES,
    });
    expect(validateContact({ ...valid, message: "x".repeat(2001) })).toEqual({
      ok: false,
      errors: { message: CONTACT_MESSAGES.message },
    });
    expect(validateContact({ ...valid, subject: undefined })).toEqual({
      ok: false,
      errors: { subject: CONTACT_MESSAGES.subject },
    });
  });

  it("counts length after trimming, at the limits", () => {
    expect(validateContact({ ...valid, name: "  Al  " }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "x".repeat(80) }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "x".repeat(81) }).ok).toBe(false);
    expect(validateContact({ ...valid, message: ` ${"x".repeat(20)} ` }).ok).toBe(true);
    expect(validateContact({ ...valid, message: ` ${"x".repeat(19)} ` }).ok).toBe(false);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("name", "reply_to", "subject", "message", "other"), fc.anything()),
        (draft) => {
          expect(typeof validateContact(draft).ok).toBe("boolean");
        },
      ),
    );
  });
});
