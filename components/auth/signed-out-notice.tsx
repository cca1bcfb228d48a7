import { SIGNED_OUT_NOTICE } from "./signed-out-path";
import styles from "./auth-form.module.css";

/** The login page's notice for a member whose session ended elsewhere (session-ended.ts). */
export function SignedOutNotice() {
  return (
    <p className={styles.notice} role="status">
      {SIGNED_OUT_NOTICE}
    </p>
  );
}
