import { notFound } from "next/navigation";
import { connection } from "next/server";
import { serverEnv } from "@/lib/env";

export const metadata = { robots: { index: false } };

/**
 * Throws on purpose so browser tests can see the error view. Outside production only; the check
 * runs per request (connection) because APP_ENV is a runtime setting on Cloudflare.
 */
export default async function DevErrorPage(): Promise<never> {
  await connection();
  if (serverEnv.APP_ENV === "production") notFound();
  throw new Error("Deliberate rendering error (dev error page)");
}
