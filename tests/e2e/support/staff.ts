// Staff in browser tests: a new member is given a role in the local D1 (setting the scene, as an
// admin's grant would), signs in through the real forms, sets up an authenticator app on
// /admin/sign-in (the key is read off the page, the code computed from it) and lands on their
// first admin screen. Each test person has their own key, so parallel tests never share a code.
import { expect, type Page } from "@playwright/test";
import { codeAt } from "@/lib/services/staff/totp";
import type { StaffRole } from "@/lib/staff/roles";
import { signedUpMember } from "../../integration/auth/client";
import { grantInDatabase } from "../../integration/auth/staff";
import { hydrated, signIn } from "./member";

export async function signInAsStaff(
  page: Page,
  label: string,
  role: StaffRole,
  officeId = 0,
): Promise<{ email: string; memberId: string }> {
  const { email, password, member } = await signedUpMember(label);
  grantInDatabase(member.id, role, officeId);
  await signIn(page, email, password);
  await page.goto("/admin/sign-in");
  await hydrated(page);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" })).toBeVisible();
  await page.getByLabel("Code from your authenticator app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Sign in to the admin site" }).click();
  await expect(page.getByTestId("staff-who")).toBeVisible();
  return { email, memberId: member.id };
}
