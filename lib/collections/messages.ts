/**
 * What the browser says when a collection change fails, word for word as the product words them.
 * The server's own reason (a limit, a refused address) is shown after it.
 */
export const COLLECTION_FAILURE = {
  /** Also said when adding (creating) a collection fails. */
  delete: "Failed to delete Collection",
  add: "Failed to delete Collection",
  update: "Failed to update Collection",
  invite: "Failed to invite to Collection",
  /** Replaced by the server's first message when there is one. */
  confirmInvite: "Failed to confirm invite",
  removeInvite: "Failed to remove invite",
  removeCollaborator: "Failed to remove collaborator",
  reaction: "Failed to add reaction",
} as const;

/** The product's message, then the server's reason when it adds something. */
export function failureText(productMessage: string, serverMessage?: string | null): string {
  if (!serverMessage || serverMessage === productMessage) return productMessage;
  return `${productMessage}: ${serverMessage}`;
}

/** Confirming an invitation shows the server's first message when there is one. */
export function confirmInviteFailureText(serverMessage?: string | null): string {
  return serverMessage || COLLECTION_FAILURE.confirmInvite;
}
