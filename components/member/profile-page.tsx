"use client";

import { useAuth } from "@/components/auth/auth-context";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { toast } from "@/components/ui/toast";
import { ProfileDetailsForm } from "./profile-details-form";
import { TotpEnrolment } from "./totp-enrolment";
import styles from "./profile.module.css";

/** The profile page's sections; ProtectedArea renders it only once the member is known. */
export function ProfilePage({ title }: { title: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="profile-details">
          <h2 id="profile-details">Your details</h2>
          <ProfileDetailsForm key={user.updated_at} user={user} />
        </section>
        <section className={styles.section} aria-labelledby="profile-password">
          <h2 id="profile-password">Change password</h2>
          <NewPasswordForm
            submitLabel="Change password"
            onChanged={() => toast.success("Your password has been changed.")}
          />
        </section>
        <section className={styles.section} aria-labelledby="profile-mfa">
          <h2 id="profile-mfa">Two-factor authentication</h2>
          <TotpEnrolment />
        </section>
      </div>
    </div>
  );
}
