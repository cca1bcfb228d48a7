"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api/api-client-error";
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from "@/lib/contact/contact-limits";
import styles from "./content.module.css";

// Endpoints and rules load on first use, so zod stays out of the page's first load.
const loadTokenEndpoint = () => import("@/lib/api/schemas/contact").then((m) => m.contactFormTokenEndpoint);
const loadContactEndpoint = () => import("@/lib/api/schemas/contact").then((m) => m.contactEndpoint);
const loadRules = () => import("@/lib/contact/contact-rules");

const EMPTY: Record<ContactField, string> = { name: "", reply_to: "", subject: "", message: "" };
export const CONTACT_FAILED_MESSAGE =
  "We could not send your message. Check your connection and try again, or call us.";
export const CONTACT_FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";

/** The contact form: fields checked in the browser with the API's own rules, a honeypot and a timing token. */
export function ContactForm({ successMessage }: { successMessage: string }) {
  const [draft, setDraft] = useState(EMPTY);
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  const token = useRef<Promise<string> | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const newToken = () => {
    token.current = callLazily(loadTokenEndpoint).then((payload) => payload.form_token);
    // A failed fetch is retried when the form is sent.
    token.current.catch(() => (token.current = null));
  };

  useEffect(newToken, []);

  const update = (field: ContactField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { validateContact } = await loadRules();
      const checked = validateContact(draft);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = CONTACT_FIELDS.find((field) => checked.errors[field]);
        form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        toast.error(CONTACT_FIX_FIELDS_MESSAGE);
        return;
      }
      if (!token.current) newToken();
      const formToken = await token.current!;
      await callLazily(loadContactEndpoint, { body: { ...draft, website: trap, form_token: formToken } });
      toast.success(successMessage);
      setDraft(EMPTY);
      setErrors({});
      newToken();
    } catch (error) {
      toast.error(error instanceof ApiClientError && error.status > 0 ? error.message : CONTACT_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name.max}
        value={draft.name}
        onChange={(e) => update("name")(e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Email or phone number"
        name="reply_to"
        autoComplete="email"
        required
        helpText="We reply by email, or call you back on an Indian number."
        value={draft.reply_to}
        onChange={(e) => update("reply_to")(e.target.value)}
        error={errors.reply_to}
      />
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subject.max}
        value={draft.subject}
        onChange={(e) => update("subject")(e.target.value)}
        error={errors.subject}
      />
      <TextArea
        label="Message"
        name="message"
        required
        maxLength={CONTACT_LIMITS.message.max}
        helpText={`${draft.message.trim().length.toLocaleString("en-IN")} of ${CONTACT_LIMITS.message.max.toLocaleString("en-IN")} characters`}
        value={draft.message}
        onChange={(e) => update("message")(e.target.value)}
        error={errors.message}
      />
      {/* The honeypot: people never see or hear it; a bot that fills every field fills this too. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" loading={sending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
