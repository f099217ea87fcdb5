"use client";

import { useActionState } from "react";
import { submitContactForm, type ContactFormState } from "./actions";
import styles from "./contact.module.css";

export function ContactForm() {
  const [state, action, pending] = useActionState<ContactFormState, FormData>(submitContactForm, null);
  if (state?.ok) {
    return (
      <p role="status" className={styles.success} data-testid="contact-sent">
        Thanks, your message is on its way. We usually reply within one business day.
      </p>
    );
  }
  const errors = (state && !state.ok && state.fieldErrors) || {};
  return (
    <form action={action} className={styles.form} noValidate>
      {/* Refused fields speak for themselves next to each field; other failures get one line here. */}
      {state && !state.ok && state.code !== "BAD_INPUT" && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      <Field name="name" label="Your name" autoComplete="name" error={errors.name} />
      <Field name="email" label="E-mail" type="email" autoComplete="email" error={errors.email} />
      <Field name="message" label="How can we help?" multiline error={errors.message} />
      {/* Honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  error?: string;
}) {
  const id = `contact-${props.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: props.name,
    required: true,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={props.type ?? "text"} autoComplete={props.autoComplete} />
      )}
      {props.error && (
        <p id={errorId} className={styles.fieldError}>
          {props.error}
        </p>
      )}
    </div>
  );
}
