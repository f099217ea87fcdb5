import { z } from "zod";
import { defineOperation } from "../operation";
import { alertShape } from "./shapes";

/* A member's own alerts, through their session; inputs are parsed in lib/services/alerts/alerts.ts. */

const TAG = "Alerts";
const alertId = z.object({ id: z.string().meta({ description: "The alert id (a UUID)." }) });
const username = z.object({
  username: z.string().meta({ description: "The signed-in member's username, or me.", example: "me" }),
});

export const listAlerts = defineOperation({
  id: "listAlerts",
  method: "GET",
  path: "/alerts/{username}",
  tag: TAG,
  summary: "The signed-in member's alerts (only their own)",
  access: "member",
  params: username,
  response: z.array(alertShape),
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { username: "me" } },
});

export const clearAllAlertListings = defineOperation({
  id: "clearAllAlertListings",
  method: "DELETE",
  path: "/alerts/{username}/listings",
  tag: TAG,
  summary: "Clears the new-home markers of all the member's alerts",
  access: "member",
  params: username,
  response: z.looseObject({ ok: z.literal(true) }),
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { username: "me" } },
});

export const getAlert = defineOperation({
  id: "getAlert",
  method: "GET",
  path: "/alert/{id}",
  tag: TAG,
  summary: "One of the signed-in member's alerts",
  access: "member",
  params: alertId,
  response: alertShape,
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "00000000-0000-4000-8000-000000000000" } },
});

export const updateAlert = defineOperation({
  id: "updateAlert",
  method: "PUT",
  path: "/alert/{id}",
  tag: TAG,
  summary: "Renames an alert, or changes its search, frequency or push",
  access: "member",
  params: alertId,
  body: z.looseObject({
    name: z.unknown().optional().meta({ description: "The alert's name." }),
    searchUrl: z.unknown().optional().meta({ description: "A search results address." }),
    frequency: z.unknown().optional().meta({ description: "instant, daily, weekly or none." }),
    pushEnabled: z.unknown().optional().meta({ description: "true or false." }),
  }),
  response: alertShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "00000000-0000-4000-8000-000000000000" }, body: { name: "Beach" } },
});

export const deleteAlert = defineOperation({
  id: "deleteAlert",
  method: "DELETE",
  path: "/alert/{id}",
  tag: TAG,
  summary: "Deletes an alert",
  access: "member",
  params: alertId,
  response: z.looseObject({ ok: z.literal(true), alertId: z.string() }),
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "00000000-0000-4000-8000-000000000000" } },
});

export const clearAlertListings = defineOperation({
  id: "clearAlertListings",
  method: "DELETE",
  path: "/alert/{id}/listings",
  tag: TAG,
  summary: "Clears an alert's new-home markers",
  access: "member",
  params: alertId,
  response: alertShape,
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "00000000-0000-4000-8000-000000000000" } },
});

export const alertOperations = [
  listAlerts,
  clearAllAlertListings,
  getAlert,
  updateAlert,
  deleteAlert,
  clearAlertListings,
];
