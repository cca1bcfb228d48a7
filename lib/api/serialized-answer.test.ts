import { entityTag } from "@/lib/api/cache-policy";
import { answerOf, SerializedAnswer, serializedAnswer, successBody } from "@/lib/api/serialized-answer";

describe("answerOf", () => {
  it("serializes a payload into the success envelope's UTF-8 bytes and their ETag", () => {
    const answer = answerOf({ name: "Fund £ ₹", value: 1.5 });
    expect(answer.body.toString("utf8")).toBe('{"status":"success","payload":{"name":"Fund £ ₹","value":1.5}}');
    expect(answer.body.length).toBe(Buffer.byteLength(successBody({ name: "Fund £ ₹", value: 1.5 })));
    expect(answer.etag).toBe(entityTag(answer.body));
  });

  it("takes an answer serialized elsewhere as it is, not as a payload to serialize again", () => {
    const made = serializedAnswer([1, 2]);
    expect(answerOf(new SerializedAnswer(made))).toBe(made);
    // Marked, so a copy of the class from another bundle of this module is taken too.
    const fromAnotherBundle = Object.assign(Object.create(null) as object, {
      [Symbol.for("fundlens.serialized-answer")]: true,
      answer: made,
    });
    expect(answerOf(fromAnotherBundle)).toBe(made);
    // Only the mark says so: a payload shaped like an answer is still a payload.
    expect(answerOf({ body: "x", etag: "y" }).body.toString()).toBe(
      '{"status":"success","payload":{"body":"x","etag":"y"}}',
    );
  });
});
