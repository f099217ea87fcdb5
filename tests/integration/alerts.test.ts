/**
 * Alerts through GraphQL and the REST calls against the Worker: a member saves a search, sees it,
 * changes and deletes it; another member reaches none of it; writes from a foreign origin are refused.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, origin, post, signedUpMember } from "./auth/client";
import { url } from "../support/base-url";

const ADD =
  "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id name searchUrl frequency unseenCount } error { message } } }";
const UPDATE =
  "mutation Update($input: UpdateAlertInput!) { updateAlert(input: $input) { ok alert { id name frequency } error { message } } }";
const DELETE = "mutation Delete($id: ID!) { deleteAlert(alertId: $id) { ok alertId error { message } } }";
const CLEAR = "mutation Clear($id: ID!) { deleteAlertNewListing(alertId: $id) { ok error { message } } }";
const ALERTS = "query { alerts { id name } }";
const SEARCH = "/for-sale/bondi-nsw-2026/real-estate";

async function graphql<T>(query: string, variables: object, jar?: CookieJar): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

function send(method: "PUT" | "DELETE", path: string, jar: CookieJar, body?: object, from = origin()) {
  return fetch(url(path), {
    method,
    headers: { origin: from, cookie: jar.header(), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe("alerts", () => {
  it("save, list, rename, clear and delete; another member reaches none of it", async () => {
    const jane = await signedUpMember("alerts-jane");
    const omar = await signedUpMember("alerts-omar");
    const { addAlert } = await graphql<{
      addAlert: { ok: boolean; alert: { id: string; name: string; searchUrl: string } };
    }>(ADD, { input: { searchUrl: SEARCH, frequency: "instant" } }, jane.jar);
    expect(addAlert.ok).toBe(true);
    expect(addAlert.alert.name).toBe("Bondi, NSW For Sale");
    const id = addAlert.alert.id;

    expect((await graphql<{ alerts: { id: string }[] }>(ALERTS, {}, jane.jar)).alerts.map((a) => a.id)).toEqual([id]);
    expect((await graphql<{ alerts: unknown[] }>(ALERTS, {}, omar.jar)).alerts).toEqual([]);

    // Another member: the product's messages, nothing changes.
    expect(
      (await graphql<{ updateAlert: unknown }>(UPDATE, { input: { alertId: id, name: "Mine" } }, omar.jar)).updateAlert,
    ).toEqual({ ok: false, alert: null, error: { message: "Error updating Alert" } });
    expect((await graphql<{ deleteAlert: unknown }>(DELETE, { id }, omar.jar)).deleteAlert).toEqual({
      ok: false,
      alertId: null,
      error: { message: "Failed to delete Alert" },
    });
    expect((await graphql<{ deleteAlertNewListing: unknown }>(CLEAR, { id }, omar.jar)).deleteAlertNewListing).toEqual({
      ok: false,
      error: { message: "Failed to clear properties from Alert" },
    });
    expect((await get(`/api/v1/alert/${id}`, omar.jar)).status).toBe(404);
    expect((await get(`/api/v1/alerts/${jane.member.username}`, omar.jar)).status).toBe(404);

    // A visitor.
    expect(
      (await graphql<{ updateAlert: unknown }>(UPDATE, { input: { alertId: id, name: "x" } })).updateAlert,
    ).toEqual({
      ok: false,
      alert: null,
      error: { message: "Please login to update this Alert" },
    });

    // REST: rename with PUT, refused from a foreign origin.
    expect((await send("PUT", `/api/v1/alert/${id}`, jane.jar, { name: "Evil" }, "https://evil.example")).status).toBe(
      403,
    );
    const renamed = await send("PUT", `/api/v1/alert/${id}`, jane.jar, { name: "Beach", frequency: "weekly" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: "Beach", frequency: "weekly" });
    const listed = await get(`/api/v1/alerts/${jane.member.username}`, jane.jar);
    expect(((await listed.json()) as { name: string }[]).map((a) => a.name)).toEqual(["Beach"]);

    expect((await send("DELETE", `/api/v1/alert/${id}/listings`, jane.jar)).status).toBe(200);
    expect((await send("DELETE", `/api/v1/alerts/${jane.member.username}/listings`, jane.jar)).status).toBe(200);
    expect((await send("DELETE", `/api/v1/alert/${id}`, jane.jar)).status).toBe(200);
    expect((await send("DELETE", `/api/v1/alert/${id}`, jane.jar)).status).toBe(404);
    expect((await graphql<{ alerts: unknown[] }>(ALERTS, {}, jane.jar)).alerts).toEqual([]);
  });

  it("creates through the legacy POST /api/user/alerts/listings and refuses sold searches with a 400", async () => {
    const { jar } = await signedUpMember("alerts-legacy");
    const created = await post("/api/user/alerts/listings", { searchUrl: "/for-rent/bondi-nsw-2026/real-estate" }, jar);
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toMatch(/^\/api\/v1\/alert\/[0-9a-f-]{36}$/);
    const sold = await post("/api/user/alerts/listings", { searchUrl: "/sold-properties/bondi-nsw-2026" }, jar);
    expect(sold.status).toBe(400);
    expect(((await sold.json()) as { message: string }).message).toBe(
      "Only buy and rent searches can be saved as alerts",
    );
    expect((await post("/api/user/alerts/listings", { searchUrl: SEARCH })).status).toBe(401);
  });
});
