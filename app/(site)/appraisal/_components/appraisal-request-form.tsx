"use client";

import { useId, useState, type FormEvent } from "react";
import { MAX_APPRAISAL_AGENTS, toggleChosenAgent } from "@/lib/agents/appraisal";
import { ADDRESS_PARAM } from "@/lib/agents/appraisal-urls";
import { useStoredMember } from "@/lib/auth/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import { RequestAppraisalDocument } from "@/lib/graphql/generated/documents/RequestAppraisal";
import { useIdleScript } from "@/app/_components/use-idle-script";
import { RatingStars } from "../../real-estate-agency/_components/rating-stars";
import styles from "../../real-estate-agency/agency.module.css";
import { useUrlParam } from "./use-url-param";

const TURNSTILE_SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** One of the suburb's agents as the form shows them (plain data: the page ranked them). */
export interface AppraisalAgentChoice {
  id: number;
  name: string;
  photoUrl: string;
  profileUrl: string;
  officeName: string;
  /** The agent's results in the suburb, in a sentence; null when they have none there yet. */
  evidence: string | null;
  rating: number | null;
  reviewCount: number;
}

type Sent = { agents: string[]; address: string; email: string; copiedTo: string | null };

type Field = "address" | "name" | "email" | "phone" | "message";

/**
 * The owner ticks up to three of the suburb's agents and asks them for an appraisal (the
 * requestAppraisal mutation: stored, one e-mail per agent, limited per sender). Rendered in the
 * browser on a shared page: a signed-in member's name and e-mail are filled in from the member the
 * browser stores, and the street address from the first step's URL, so the cached HTML holds
 * nothing of anyone.
 */
export function AppraisalRequestForm({
  locationId,
  suburbName,
  agents,
  linkedAgent,
  turnstileSiteKey,
}: {
  locationId: string;
  suburbName: string;
  agents: AppraisalAgentChoice[];
  /** The agent whose profile the owner came from: ticked to start with. */
  linkedAgent?: number;
  turnstileSiteKey?: string;
}) {
  const id = useId();
  const member = useStoredMember();
  const [chosen, setChosen] = useState<number[]>(linkedAgent === undefined ? [] : [linkedAgent]);
  // Untouched fields show what the browser knows (the first step's address, a member's name and
  // e-mail) until the owner changes them.
  const known: Record<Field, string> = {
    address: useUrlParam(ADDRESS_PARAM)?.slice(0, 200) ?? "",
    name: member?.name ?? "",
    email: member?.email ?? "",
    phone: "",
    message: "",
  };
  const [edited, setValues] = useState<Partial<Record<Field, string>>>({});
  const values = { ...known, ...edited } as Record<Field, string>;
  const [errors, setErrors] = useState<Partial<Record<Field | "agentIds", string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  useIdleScript("turnstile-script", turnstileSiteKey ? TURNSTILE_SCRIPT_SRC : null);

  if (sent) {
    return (
      <div role="status" className={styles.section} data-testid="appraisal-sent">
        <h2>Your appraisal request is on its way</h2>
        <p>
          We asked {sent.agents.join(", ")} for an appraisal of {sent.address}. They will contact you at {sent.email} to
          arrange a visit.
          {sent.copiedTo && ` We have e-mailed a copy to ${sent.copiedTo}.`}
        </p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    setErrors({});
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    try {
      const { requestAppraisal: result } = await requestOperation(RequestAppraisalDocument, {
        input: {
          locationId,
          agentIds: chosen.map(String),
          ...values,
          website: text("website"),
          turnstileToken: text("cf-turnstile-response"),
        },
      });
      if (result.ok) {
        setSent({
          agents: result.agents.map((agent) => agent.name),
          address: result.address ?? values.address,
          email: values.email.trim().toLowerCase(),
          copiedTo: result.copiedTo ?? null,
        });
        return;
      }
      setMessage(result.error?.message ?? "Sorry, we could not send your appraisal request. Please try again.");
      setErrors(Object.fromEntries((result.error?.inputErrors ?? []).map((e) => [e.field, e.message])));
    } catch {
      setMessage("Sorry, we could not send your appraisal request. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const full = chosen.length >= MAX_APPRAISAL_AGENTS;
  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className={styles.formField}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {name === "message" && <span className={styles.muted}> (optional)</span>}
      </label>
      {name === "message" ? (
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={4}
          maxLength={2000}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.reviewForm} data-testid="appraisal-form">
      <fieldset aria-describedby={`${id}-choose-note`} data-testid="appraisal-agents">
        <legend>
          <strong>Choose up to {MAX_APPRAISAL_AGENTS} agents</strong>
        </legend>
        <p id={`${id}-choose-note`} className={styles.muted} aria-live="polite">
          {chosen.length} of {MAX_APPRAISAL_AGENTS} chosen
          {full ? `: untick one to choose another.` : "."}
        </p>
        {errors.agentIds && <p className={styles.fieldError}>{errors.agentIds}</p>}
        <ol className={styles.agentList}>
          {agents.map((agent) => {
            const ticked = chosen.includes(agent.id);
            return (
              <li key={agent.id} className={styles.agentCard} data-testid="appraisal-agent">
                <img src={agent.photoUrl} alt="" width={72} height={72} className={styles.thumb} loading="lazy" />
                <div>
                  <h3>
                    <label>
                      <input
                        type="checkbox"
                        name="agentIds"
                        value={agent.id}
                        checked={ticked}
                        disabled={!ticked && full}
                        onChange={() => setChosen(toggleChosenAgent(chosen, agent.id))}
                      />{" "}
                      {agent.name}
                    </label>
                  </h3>
                  <p className={styles.muted}>
                    {agent.officeName} · <a href={agent.profileUrl}>Profile</a>
                  </p>
                  <p data-testid="appraisal-evidence">
                    {agent.evidence ?? `No sales in ${suburbName} in the last 12 months yet`}
                  </p>
                  <p>
                    <RatingStars rating={agent.rating} count={agent.reviewCount} />
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </fieldset>
      {field("address", `Street address in ${suburbName}`, "text", "address-line1")}
      {field("name", "Your name", "text", "name")}
      {field("email", "E-mail", "email", "email")}
      {field("phone", "Phone", "tel", "tel")}
      {field("message", "Anything the agents should know", "text", "off")}
      {/* Honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div className={styles.visuallyHidden} aria-hidden="true">
        <label>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {turnstileSiteKey && <div className="cf-turnstile" data-sitekey={turnstileSiteKey} />}
      {message && (
        <p role="alert" className={styles.fieldError} data-testid="appraisal-error">
          {message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={pending} data-testid="appraisal-submit">
        {pending
          ? "Sending…"
          : chosen.length > 1
            ? `Ask ${chosen.length} agents for an appraisal`
            : "Ask for an appraisal"}
      </button>
    </form>
  );
}
