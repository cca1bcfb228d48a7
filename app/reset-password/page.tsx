import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

export default function Page() {
  return (
    <AuthCard title="Choose a new password" lead="Pick a password you do not use anywhere else.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
