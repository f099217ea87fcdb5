/**
 * What a feed got wrong about one listing, for the processing report an agency's office manager
 * reads: `path` names the REAXML element ("address/postcode"), `message` says what to fix in plain
 * words. A problem never quotes a price: a hidden price must not leave the server, and a report is
 * sent to the agency's systems and shown in the hub.
 */
export interface FeedProblem {
  path: string;
  message: string;
}

/** Collects the problems of one listing while it is mapped. */
export class ProblemList {
  readonly items: FeedProblem[] = [];

  add(path: string, message: string): void {
    this.items.push({ path, message });
  }
}
