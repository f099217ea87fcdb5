import type { ApiOperation } from "../operation";
import { agentOperations } from "./agents";
import { alertOperations } from "./alerts";
import { listingOperations } from "./listings";
import { locationOperations } from "./locations";
import { memberOperations } from "./members";

/** Every call of /api/v1, in the order the document lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...listingOperations,
  ...locationOperations,
  ...agentOperations,
  ...memberOperations,
  ...alertOperations,
];
