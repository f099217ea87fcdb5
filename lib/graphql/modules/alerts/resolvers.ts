import type { Resolvers } from "../../generated/resolvers-types";
import {
  addAlert,
  alertForSearch,
  clearAlertNewListings,
  deleteAlert,
  listAlerts,
  updateAlert,
} from "../../../services/alerts/alerts";
import { enableAlertPush } from "../../../services/alerts/alert-push-subscriptions";
import { payloadOf, resolveOrThrow } from "../../payload";

/** The newest unseen ids one alert shows (its schema size); the count covers all of them. */
const MAX_UNSEEN_IDS_SHOWN = 100;

const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

export const alertResolvers: Resolvers = {
  Query: {
    alerts: (_, __, ctx) => resolveOrThrow(() => listAlerts(ctx, ctx.viewer)),
    alertForSearch: (_, { searchUrl }, ctx) => alertForSearch(ctx, ctx.viewer, searchUrl),
  },
  Mutation: {
    addAlert: (_, { input }, ctx) =>
      payloadOf(
        () => addAlert(ctx, ctx.viewer, withoutNulls(input)),
        (result) => ({ alert: result.alert }),
        () => ({ alert: null }),
      ),
    updateAlert: (_, { input }, ctx) =>
      payloadOf(
        () => updateAlert(ctx, ctx.viewer, withoutNulls(input)),
        (result) => ({ alert: result.alert }),
        () => ({ alert: null }),
      ),
    enableAlertPush: (_, { input }, ctx) =>
      payloadOf(
        () => enableAlertPush(ctx, ctx.viewer, input),
        (result) => ({ alert: result.alert }),
        () => ({ alert: null }),
      ),
    deleteAlert: (_, { alertId }, ctx) =>
      payloadOf(
        () => deleteAlert(ctx, ctx.viewer, alertId),
        (result) => ({ alertId: result.alertId }),
        () => ({ alertId: null }),
      ),
    deleteAlertNewListing: (_, { alertId }, ctx) =>
      payloadOf(
        () => clearAlertNewListings(ctx, ctx.viewer, alertId),
        (result) => ({ alert: result.alert }),
        () => ({ alert: null }),
      ),
  },
  Alert: {
    title: (alert) => alert.name,
    searchParams: (alert) => ({
      searchMode: alert.search.searchMode,
      context: alert.search.context,
      includeSurroundingSuburbs: alert.search.locationSearchContext.includeSurroundingSuburbs,
      searchLocations: alert.search.locationSearchContext.searchLocations.map((location) => ({
        id: location.id ?? 0,
        slug: location.slug,
        name: location.name ?? location.slug,
        stateCode: location.stateCode ?? "",
      })),
    }),
    searchUrl: (alert) => alert.search.url,
    unseenListingIds: (alert) => alert.unseenListingIds.slice(0, MAX_UNSEEN_IDS_SHOWN).map(String),
    unseenCount: (alert) => alert.unseenListingIds.length,
  },
};
