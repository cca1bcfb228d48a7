import { greetingName, memberName } from "./member-name";

describe("memberName", () => {
  it("prefers the full name", () => {
    expect(memberName({ email: "asha@example.com", user_metadata: { full_name: "  Asha Rao " } })).toBe("Asha Rao");
  });
  it("falls back to the email, then the phone with its plus sign", () => {
    expect(memberName({ email: "asha@example.com", phone: "919876543210", user_metadata: { full_name: " " } })).toBe(
      "asha@example.com",
    );
    expect(memberName({ email: "", phone: "919876543210" })).toBe("+919876543210");
    expect(memberName({ phone: "+919876543210" })).toBe("+919876543210");
  });
  it("ignores a name that is not text", () => {
    expect(memberName({ email: "a@b.in", user_metadata: { full_name: 42 } })).toBe("a@b.in");
  });
  it("says member when nothing is known", () => {
    expect(memberName(null)).toBe("member");
    expect(memberName({})).toBe("member");
  });
});

describe("greetingName", () => {
  it("uses the first name", () => {
    expect(greetingName({ user_metadata: { full_name: "Asha  Rao" } })).toBe("Asha");
  });
  it("uses the whole email without a name", () => {
    expect(greetingName({ email: "asha@example.com" })).toBe("asha@example.com");
  });
});
