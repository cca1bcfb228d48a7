import type { OutboxMessage } from "@/lib/auth/service/outbox-queries";
import styles from "./dev-outbox.module.css";

const TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

/** The /dev/outbox page body: what the outbox is, and its messages. */
export function DevOutbox({ messages, limit }: { messages: readonly OutboxMessage[]; limit: number }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>Development outbox</h1>
      <p className={styles.intro}>
        Emails and text messages of the built-in auth service, kept here instead of being sent: newest first, the latest{" "}
        {limit}. Set AUTH_DEV_OUTBOX=0 to switch it off; with a hosted Supabase project this page does not exist.
      </p>
      <DevOutboxList messages={messages} />
    </div>
  );
}

/** The development outbox as a table, newest first (the caller's order). */
export function DevOutboxList({ messages }: { messages: readonly OutboxMessage[] }) {
  if (messages.length === 0)
    return (
      <p className={styles.empty}>
        No messages yet. Sign up, request a password reset or a magic link, and the message appears here.
      </p>
    );
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Time (IST)</th>
            <th scope="col">Channel</th>
            <th scope="col">Recipient</th>
            <th scope="col">Subject</th>
            <th scope="col">Message</th>
            <th scope="col">Link</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td>
                <time dateTime={message.createdAt.toISOString()}>{TIME.format(message.createdAt)}</time>
              </td>
              <td>{message.channel === "sms" ? "SMS" : "Email"}</td>
              <td>{message.recipient}</td>
              <td>{message.subject}</td>
              <td className={styles.body}>{message.body}</td>
              <td>
                {message.link ? (
                  <a href={message.link} className={styles.link}>
                    Open link
                  </a>
                ) : (
                  "None"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
