/** Thrown by `…OrThrow` guards; mapped to 404 pages and null GraphQL fields. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = "NotFoundError";
  }
}
