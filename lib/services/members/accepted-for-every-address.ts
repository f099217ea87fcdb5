/**
 * A request accepted with one answer for every address (sign-up, forgot password). What depends
 * on whether the address has an account (the lookup, the rows, the mail) is in `afterResponse`,
 * which the route runs once the answer has gone: the response then takes the same work, and so the
 * same time, for registered and unknown addresses.
 */
export interface AcceptedForEveryAddress {
  ok: true;
  message: string;
  afterResponse: () => Promise<void>;
}
