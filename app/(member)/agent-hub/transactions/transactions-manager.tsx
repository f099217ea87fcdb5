"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { AgentTransactionFieldsFragment } from "@/lib/graphql/generated/operations";
import { AgentTransactionsDocument } from "@/lib/graphql/generated/documents/AgentTransactions";
import { CreateAgentTransactionDocument } from "@/lib/graphql/generated/documents/CreateAgentTransaction";
import { DeleteAgentTransactionDocument } from "@/lib/graphql/generated/documents/DeleteAgentTransaction";
import { UpdateAgentTransactionDocument } from "@/lib/graphql/generated/documents/UpdateAgentTransaction";
import { formatDate } from "@/lib/format/dates";
import { formatDollars } from "@/lib/format/money";
import { PROPERTY_TYPES } from "@/lib/listings/property-types";
import styles from "../agent-hub.module.css";

interface Suburb {
  id: string;
  slug: string;
  displayText: string;
}

const TYPES = PROPERTY_TYPES.filter((t) => t.apiName !== null);
const LOAD_FAILED = "Your results could not be loaded. Please try again.";

type Errors = Record<string, string>;

/**
 * The agent's own sold and leased results: listed, added, edited and deleted in the browser
 * through GraphQL. The services decide whose results these are from the session.
 */
export function TransactionsManager({ agentId, suburbs }: { agentId: string; suburbs: Suburb[] }) {
  const [transactions, setTransactions] = useState<AgentTransactionFieldsFragment[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setTransactions((await requestOperation(AgentTransactionsDocument, { agentId, take: 100 })).agentTransactions);
    } catch {
      setMessage(LOAD_FAILED);
    }
  }, [agentId]);

  useEffect(() => {
    let live = true;
    requestOperation(AgentTransactionsDocument, { agentId, take: 100 })
      .then((data) => live && setTransactions(data.agentTransactions))
      .catch(() => live && setMessage(LOAD_FAILED));
    return () => {
      live = false;
    };
  }, [agentId]);

  async function remove(id: string) {
    setMessage(null);
    const { deleteAgentTransaction } = await requestOperation(DeleteAgentTransactionDocument, { id });
    if (!deleteAgentTransaction.ok) setMessage(deleteAgentTransaction.error?.message ?? "Could not delete it.");
    await reload();
  }

  return (
    <>
      <section aria-labelledby="new-transaction">
        <h2 id="new-transaction">Add a result</h2>
        <TransactionForm
          suburbs={suburbs}
          submitLabel="Add result"
          save={async (input) => {
            const { createAgentTransaction: r } = await requestOperation(CreateAgentTransactionDocument, {
              agentId,
              input,
            });
            if (r.ok) await reload();
            return r;
          }}
        />
      </section>
      <section aria-labelledby="your-transactions">
        <h2 id="your-transactions">Your results</h2>
        {message && <p role="alert">{message}</p>}
        {transactions === null ? (
          <p>Loading your results…</p>
        ) : transactions.length === 0 ? (
          <p>You have not added any results yet.</p>
        ) : (
          <ul data-testid="agent-transactions">
            {transactions.map((t) => (
              <li key={t.id} data-testid="agent-transaction">
                {editing === String(t.id) ? (
                  <TransactionForm
                    suburbs={suburbs}
                    initial={t}
                    submitLabel="Save changes"
                    save={async (input) => {
                      const { updateAgentTransaction: r } = await requestOperation(UpdateAgentTransactionDocument, {
                        id: String(t.id),
                        input,
                      });
                      if (r.ok) {
                        setEditing(null);
                        await reload();
                      }
                      return r;
                    }}
                  />
                ) : (
                  <>
                    <p>
                      <strong>{t.kind === "sold" ? "Sold" : "Leased"}</strong> {formatDate(Date.parse(t.date))}:{" "}
                      {t.address}
                      {t.suburb ? `, ${t.suburb.displayText}` : ""} ·{" "}
                      {TYPES.find((type) => type.apiName === t.propertyType)?.name ?? t.propertyType} ·{" "}
                      {t.price === null ? "price not disclosed" : formatDollars(t.price)}
                    </p>
                    <div className={styles.actions}>
                      <button type="button" className={styles.button} onClick={() => setEditing(String(t.id))}>
                        Edit<span className="visually-hidden"> {t.address}</span>
                      </button>
                      <button type="button" className={styles.button} onClick={() => void remove(String(t.id))}>
                        Delete<span className="visually-hidden"> {t.address}</span>
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

interface SaveResult {
  ok: boolean;
  error?: { message: string; inputErrors: { field: string; message: string }[] } | null;
}

function TransactionForm({
  suburbs,
  initial,
  submitLabel,
  save,
}: {
  suburbs: Suburb[];
  initial?: AgentTransactionFieldsFragment;
  submitLabel: string;
  save: (input: {
    kind: string;
    address: string;
    suburb: string;
    propertyType: string;
    price: string;
    date: string;
  }) => Promise<SaveResult>;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    setPending(true);
    setSummary(null);
    setDone(null);
    try {
      const result = await save({
        kind: text("kind"),
        address: text("address"),
        suburb: text("suburb"),
        propertyType: text("propertyType"),
        price: text("price"),
        date: text("date"),
      });
      if (result.ok) {
        setErrors({});
        if (!initial) {
          form.reset();
          setDone("Added.");
        }
      } else {
        setSummary(result.error?.message ?? "Could not save it.");
        setErrors(Object.fromEntries((result.error?.inputErrors ?? []).map((e) => [e.field, e.message])));
      }
    } catch {
      setSummary("Could not save it. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {};
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="transaction-form">
      {summary && (
        <p role="alert" className={styles.error} data-testid="transaction-error">
          {summary}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>Result</label>
        <select id={`${id}-kind`} name="kind" defaultValue={initial?.kind ?? "sold"} {...described("kind")}>
          <option value="sold">Sold</option>
          <option value="leased">Leased</option>
        </select>
        {error("kind")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>Street address</label>
        <input id={`${id}-address`} name="address" defaultValue={initial?.address ?? ""} {...described("address")} />
        {error("address")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-suburb`}>Suburb</label>
        <select
          id={`${id}-suburb`}
          name="suburb"
          defaultValue={initial?.suburb?.slug ?? suburbs[0]?.slug}
          {...described("suburb")}
        >
          {suburbs.map((suburb) => (
            <option key={suburb.id} value={suburb.slug}>
              {suburb.displayText}
            </option>
          ))}
          {initial?.suburb && !suburbs.some((s) => s.slug === initial.suburb!.slug) && (
            <option value={initial.suburb.slug}>{initial.suburb.displayText}</option>
          )}
        </select>
        {error("suburb")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Property type</label>
        <select
          id={`${id}-type`}
          name="propertyType"
          defaultValue={initial?.propertyType ?? "house"}
          {...described("propertyType")}
        >
          {TYPES.map((type) => (
            <option key={type.id} value={type.apiName!}>
              {type.name}
            </option>
          ))}
        </select>
        {error("propertyType")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`}>
          Price in dollars <span className={styles.muted}>(leave empty if not disclosed)</span>
        </label>
        <input
          id={`${id}-price`}
          name="price"
          inputMode="numeric"
          defaultValue={initial?.price ?? ""}
          {...described("price")}
        />
        {error("price")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>Date</label>
        <input id={`${id}-date`} name="date" type="date" defaultValue={initial?.date ?? ""} {...described("date")} />
        {error("date")}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
      {done && <p role="status">{done}</p>}
    </form>
  );
}
