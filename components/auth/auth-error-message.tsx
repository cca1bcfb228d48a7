import type { AuthErrorText } from "@/lib/auth/auth-error-text";
import styles from "./auth-form.module.css";

/** A form's error, announced when it appears; weak-password reasons are listed under the message. */
export function AuthErrorMessage({ error }: { error: AuthErrorText | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {error ? (
        <div className={styles.error}>
          <p style={{ margin: 0 }}>{error.message}</p>
          {error.details.length > 0 ? (
            <ul>
              {error.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
