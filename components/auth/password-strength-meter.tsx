import { passwordStrength } from "@/lib/auth/password-strength";
import styles from "./password-strength-meter.module.css";

/** Advice while a member types a new password; the auth service has the last word (weak_password). */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  if (!strength) return null;
  return (
    <div id={id} className={styles.meter} aria-live="polite">
      <span className={styles.bar} aria-hidden="true">
        <span className={`${styles.fill} ${styles[strength]}`} style={{ display: "block" }} />
      </span>
      <span className={styles.label}>Password strength: {strength}</span>
    </div>
  );
}
