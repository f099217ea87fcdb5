"use client";

import { useId, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { RequestVendorReviewDocument } from "@/lib/graphql/generated/documents/RequestVendorReview";
import { formatDate } from "@/lib/format/dates";
import styles from "../agent-hub.module.css";

interface Sale {
  listingId: string;
  address: string;
  soldAt: string;
  requestedAt: string | null;
  reviewed: boolean;
}

/** The agent's sales, each with its state or the form that asks its vendor. */
export function VendorReviewRequests({ sales }: { sales: Sale[] }) {
  return (
    <ul className={styles.saleList}>
      {sales.map((sale) => (
        <li key={sale.listingId} className={styles.sale} data-testid="vendor-review-sale">
          <SaleRequest sale={sale} />
        </li>
      ))}
    </ul>
  );
}

function SaleRequest({ sale }: { sale: Sale }) {
  const id = useId();
  const [requestedAt, setRequestedAt] = useState(sale.requestedAt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = (
    <h2 className={styles.saleAddress} id={`${id}-sale`}>
      {sale.address} <span className={styles.muted}>· sold {formatDate(sale.soldAt)}</span>
    </h2>
  );
  if (sale.reviewed)
    return (
      <>
        {heading}
        <p>The vendor has reviewed you.</p>
      </>
    );
  if (requestedAt)
    return (
      <>
        {heading}
        <p role="status">Asked on {formatDate(requestedAt)}; waiting for the vendor&apos;s review.</p>
      </>
    );

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    setMessage(null);
    try {
      const { requestVendorReview: result } = await requestOperation(RequestVendorReviewDocument, {
        input: {
          listingId: sale.listingId,
          vendorName: String(data.get("vendorName") ?? ""),
          vendorEmail: String(data.get("vendorEmail") ?? ""),
        },
      });
      if (result.ok && result.request) {
        setErrors({});
        setRequestedAt(result.request.requestedAt);
        return;
      }
      setErrors(Object.fromEntries((result.error?.inputErrors ?? []).map((e) => [e.field, e.message])));
      setMessage(result.error?.message ?? "The request could not be sent. Please try again.");
    } catch {
      setMessage("The request could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "vendorName" | "vendorEmail", label: string, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p className={styles.error} id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <>
      {heading}
      <form
        className={styles.form}
        aria-labelledby={`${id}-sale`}
        data-testid="vendor-review-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        {field("vendorName", "Vendor's name", "text", "off")}
        {field("vendorEmail", "Vendor's e-mail", "email", "off")}
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy}>
            Ask for a review
          </button>
        </div>
      </form>
    </>
  );
}
