"use client";

import { useId, useState, type FormEvent } from "react";
import { APPRAISAL_FAILED_MESSAGE, MAX_APPRAISAL_AGENTS, toggleChosenAgent } from "@/lib/agents/appraisal";
import { ADDRESS_PARAM } from "@/lib/agents/appraisal-urls";
import { useStoredMember } from "@/lib/session/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import { RequestAppraisalDocument } from "@/lib/graphql/generated/documents/RequestAppraisal";
import { useIdleScript } from "@/app/_components/use-idle-script";
import { ContactFields } from "@/app/_components/contact-fields/contact-fields";
import fields from "@/app/_components/contact-fields/contact-fields.module.css";
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
  // What the browser knows (the first step's address, a member's name and e-mail) fills the
  // fields; the key starts them again when that arrives after the first render, before anyone types.
  const address = useUrlParam(ADDRESS_PARAM)?.slice(0, 200) ?? "";
  const known = { name: member?.name ?? "", email: member?.email ?? "" };
  const prefillKey = `${address}|${member?.id ?? ""}`;
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
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
          address: text("address"),
          name: text("name"),
          email: text("email"),
          phone: text("phone"),
          message: text("message"),
          website: text("website"),
          turnstileToken: text("cf-turnstile-response"),
        },
      });
      if (result.ok) {
        setSent({
          agents: result.agents.map((agent) => agent.name),
          address: result.address ?? text("address"),
          email: text("email").trim().toLowerCase(),
          copiedTo: result.copiedTo ?? null,
        });
        return;
      }
      setMessage(result.error?.message ?? APPRAISAL_FAILED_MESSAGE);
      setErrors(Object.fromEntries((result.error?.inputErrors ?? []).map((e) => [e.field, e.message])));
    } catch {
      setMessage(APPRAISAL_FAILED_MESSAGE);
    } finally {
      setPending(false);
    }
  }

  const full = chosen.length >= MAX_APPRAISAL_AGENTS;
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
      <div key={prefillKey} className={styles.reviewForm}>
        <div className={fields.field}>
          <label htmlFor={`${id}-address`}>Street address in {suburbName}</label>
          <input
            id={`${id}-address`}
            name="address"
            type="text"
            autoComplete="address-line1"
            required
            maxLength={200}
            defaultValue={address}
            className={fields.input}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={errors.address ? `${id}-address-error` : undefined}
          />
          {errors.address && (
            <p id={`${id}-address-error`} className={fields.fieldError}>
              {errors.address}
            </p>
          )}
        </div>
        <ContactFields
          idPrefix={id}
          values={known}
          errors={errors}
          phoneRequired
          messageRequired={false}
          messageLabel="Anything the agents should know (optional)"
        />
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
