/** The site icon: /favicon.ico, which browsers and crawlers request on their own, leads to the icon. */
import { expect, it } from "vitest";
import { url } from "../support/base-url";

it("/favicon.ico redirects permanently to the SVG icon, which is served", async () => {
  const favicon = await fetch(url("/favicon.ico"), { redirect: "manual" });
  expect(favicon.status).toBe(308);
  expect(new URL(favicon.headers.get("location") ?? "", url("/")).pathname).toBe("/icon.svg");

  const icon = await fetch(url("/favicon.ico"));
  expect(icon.status).toBe(200);
  expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toContain("<svg");
});
