import { TableFrame } from "@/app/_components/table-frame";
import type { OfficeFeedKeys } from "@/lib/services/feeds/office-feeds";
import { revokeFeedKeyAction, type FeedKeysScreen } from "./feed-key-actions";
import { atOffice } from "./feed-labels";
import styles from "./feeds.module.css";
import { IssueFeedKeyForm } from "./issue-feed-key-form";

/**
 * An office's feed codes and keys, as the admin site and the hub show them to an admin or the
 * office's principal: issue a key (shown once), and revoke one after confirming. The same screen in
 * both places; the services decide who may do what.
 */
export function FeedKeysPanel({ data, screen }: { data: OfficeFeedKeys; screen: FeedKeysScreen }) {
  const { office, codes, keys } = data;
  return (
    <>
      <section aria-labelledby="feed-codes">
        <h2 id="feed-codes">Feed codes</h2>
        <p className={styles.muted}>
          The REAXML <code>agentID</code> the office&apos;s software puts on each listing. A listing whose code is not
          one of these offices&apos; is rejected in the report.
        </p>
        {codes.length === 0 ? (
          <p data-testid="feed-codes">No feed code yet: give one when you issue a key.</p>
        ) : (
          <ul data-testid="feed-codes">
            {codes.map((code) => (
              <li key={code.code}>
                <code>{code.code}</code>{" "}
                <span className={styles.muted}>since {atOffice(code.createdAt, office.stateCode)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="feed-key-new">
        <h2 id="feed-key-new">Issue a key</h2>
        <IssueFeedKeyForm officeId={office.id} officeName={office.name} />
      </section>

      <section aria-labelledby="feed-key-list">
        <h2 id="feed-key-list">Keys</h2>
        {keys.length === 0 ? (
          <p>No keys yet.</p>
        ) : (
          <TableFrame label="Feed keys">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Starts with</th>
                  <th scope="col">Offices</th>
                  <th scope="col">Issued by</th>
                  <th scope="col">Issued</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key.id} data-testid="feed-key-row">
                    <th scope="row">
                      <code>{key.prefix}…</code>
                    </th>
                    <td>{key.offices.map((o) => o.name).join(", ")}</td>
                    <td>{key.createdBy}</td>
                    <td>{atOffice(key.createdAt, office.stateCode)}</td>
                    <td>
                      {key.revokedAt !== null ? (
                        `Revoked ${atOffice(key.revokedAt, office.stateCode)}`
                      ) : (
                        <>
                          Live
                          <details className={styles.confirm}>
                            <summary>
                              Revoke<span className="visually-hidden"> {key.prefix}…</span>
                            </summary>
                            <form action={revokeFeedKeyAction}>
                              <input type="hidden" name="screen" value={screen} />
                              <input type="hidden" name="officeId" value={office.id} />
                              <input type="hidden" name="keyId" value={key.id} />
                              <input type="hidden" name="prefix" value={key.prefix} />
                              <p>
                                Uploads with <code>{key.prefix}…</code> are refused from the next one. This cannot be
                                undone: the office then needs a new key.
                              </p>
                              <button type="submit" className={styles.danger}>
                                Yes, revoke<span className="visually-hidden"> {key.prefix}…</span>
                              </button>
                            </form>
                          </details>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </section>
    </>
  );
}
