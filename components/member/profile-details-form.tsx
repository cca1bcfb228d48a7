"use client";

import type { User } from "@supabase/supabase-js";
import { useState, type FormEvent } from "react";
import { AuthErrorMessage } from "@/components/auth/auth-error-message";
import { useAuth } from "@/components/auth/auth-context";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { parseEmail, parsePhone } from "@/lib/auth/auth-identifier";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import styles from "@/components/auth/auth-form.module.css";

function displayPhone(phone: string | undefined): string {
  return phone ? `+${phone.replace(/^\+/, "")}` : "";
}

/** Name, email and phone. A new email or phone takes effect once confirmed through the link or code sent. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { getClient } = useAuth();
  const savedName = typeof user.user_metadata?.full_name === "string" ? user.user_metadata.full_name : "";
  const [name, setName] = useState(savedName);
  const [email, setEmail] = useState(user.email ?? "");
  const [phone, setPhone] = useState(displayPhone(user.phone));
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: { data?: { full_name: string }; email?: string; phone?: string } = {};
    if (name.trim() !== savedName) changes.data = { full_name: name.trim() };
    if (email.trim() !== (user.email ?? "")) {
      const parsed = parseEmail(email);
      if (!parsed.ok) return setError({ message: parsed.message, details: [] });
      changes.email = parsed.value;
    }
    if (phone.trim() !== displayPhone(user.phone)) {
      const parsed = parsePhone(phone);
      if (!parsed.ok) return setError({ message: parsed.message, details: [] });
      changes.phone = parsed.value;
    }
    if (Object.keys(changes).length === 0) return setError({ message: "Nothing has changed.", details: [] });
    setBusy(true);
    setError(null);
    try {
      const client = await getClient();
      const { data, error: updateError } = await client.auth.updateUser(changes);
      if (updateError) setError(authErrorText(toAuthErrorLike(updateError)));
      else if (data.user.new_email || data.user.new_phone)
        toast.info(
          "Saved. We have sent confirmations for the change (a new email address is confirmed from both your current and your new address); it applies once you confirm.",
        );
      else toast.success("Your details have been saved.");
    } catch (thrown) {
      setError(authErrorText(toAuthErrorLike(thrown)));
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Your details">
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <AuthErrorMessage error={error} />
      <Button type="submit" loading={busy}>
        Save details
      </Button>
    </form>
  );
}
