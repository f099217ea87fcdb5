import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { ClientFailures } from "./client-failures";

export const metadata: Metadata = { title: "Client errors", robots: { index: false } };

/**
 * Outside production only: buttons that break a client component and fail a data call, so browser
 * tests see the browser's error reports reach the error service.
 */
export default async function DevClientErrorPage() {
  await connection();
  if (serverEnv.APP_ENV === "production") notFound();
  return (
    <div>
      <h1>Client errors</h1>
      <ClientFailures />
    </div>
  );
}
