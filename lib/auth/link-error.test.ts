import { linkErrorMessage } from "./link-error";

describe("linkErrorMessage", () => {
  it("words a known code", () => {
    expect(linkErrorMessage("link-invalid")).toBe(
      "That link has expired or was already used. Log in, or ask for a new link.",
    );
  });
  it.each([undefined, "", "<script>", "toString", ["link-invalid"]])("ignores %p", (raw) => {
    expect(linkErrorMessage(raw)).toBeNull();
  });
});
