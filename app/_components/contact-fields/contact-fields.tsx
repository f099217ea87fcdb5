import styles from "./contact-fields.module.css";

type Values = Record<string, unknown>;
type Errors = Partial<Record<string, string>>;

/**
 * The sender's name, e-mail, optional phone and message, with a honeypot, as every form that
 * writes to an agent asks for them (a listing's enquiry, an agent's, an appraisal request). Values
 * and errors come back from the server action, so a refused form shows what was typed and marks
 * the wrong fields; `idPrefix` (from useId) keeps two forms on one page apart.
 */
export function ContactFields({
  idPrefix,
  values,
  errors,
  messageRequired = true,
  phoneRequired = false,
  messageLabel = "Message",
}: {
  idPrefix: string;
  values: Values;
  errors: Errors;
  messageRequired?: boolean;
  /** An appraisal needs a number: agents arrange the visit by phone. */
  phoneRequired?: boolean;
  messageLabel?: string;
}) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${idPrefix}-${name}-error` } : {};
  const error = (name: string) =>
    errors[name] && (
      <p id={`${idPrefix}-${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </p>
    );
  const input = (name: string, label: string, type: string, autoComplete: string, required = true) => (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={text(name)}
        className={styles.input}
        {...described(name)}
      />
      {error(name)}
    </div>
  );

  return (
    <>
      {input("name", "Your name", "text", "name")}
      {input("email", "E-mail", "email", "email")}
      {input("phone", "Phone", "tel", "tel", phoneRequired)}
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-message`}>{messageLabel}</label>
        <textarea
          id={`${idPrefix}-message`}
          name="message"
          rows={4}
          required={messageRequired}
          defaultValue={text("message")}
          className={styles.input}
          {...described("message")}
        />
        {error("message")}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
