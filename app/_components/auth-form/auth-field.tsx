import type { InputHTMLAttributes } from "react";
import styles from "./auth-form.module.css";

type Props = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  idPrefix: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/** A labelled input whose error and hint are tied to it (aria-describedby, aria-invalid). */
export function AuthField({ name, label, error, hint, idPrefix, ...input }: Props) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
