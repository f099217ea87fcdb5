import { renderToStaticMarkup } from "react-dom/server";
import type { Listing } from "../listings/listing";
import { newHomesCount } from "../../alerts/alert-rules";

/** Homes shown in one e-mail; the rest are behind "see all". */
export const HOMES_PER_EMAIL = 10;

export interface AlertEmailHome {
  url: string;
  photoUrl: string;
  /** The price text the agent published, never a stored guide. */
  price: string;
  address: string;
  bedrooms: number;
  bathrooms: number;
  cars: number;
}

export interface AlertEmail {
  alertName: string;
  homes: AlertEmailHome[];
  total: number;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

export function emailHome(listing: Listing, photoUrl: string, siteUrl: string): AlertEmailHome {
  return {
    url: new URL(listing.uri, siteUrl).href,
    photoUrl: new URL(photoUrl, siteUrl).href,
    price: listing.priceDetails.shortDescription,
    address: listing.address.displayAddress,
    bedrooms: listing.features.bedrooms,
    bathrooms: listing.features.bathrooms,
    cars: listing.features.cars,
  };
}

const rooms = (home: AlertEmailHome) => `${home.bedrooms} bed · ${home.bathrooms} bath · ${home.cars} car`;

const FONT = "Arial, Helvetica, sans-serif";
const INK = "#1d2430";

/**
 * The alert e-mail: tables and inline styles only, which is what mail clients render alike.
 * React (react-dom/server) is the template: text is escaped by it, so a listing's or an alert's
 * text can never become markup.
 */
function AlertEmailBody({ email }: { email: AlertEmail }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f3f4f6" }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: "24px 12px" }}>
            <table
              role="presentation"
              width={600}
              cellPadding={0}
              cellSpacing={0}
              style={{ maxWidth: "600px", width: "100%", backgroundColor: "#ffffff", fontFamily: FONT, color: INK }}
            >
              <tbody>
                <tr>
                  <td style={{ padding: "20px 24px", fontSize: "20px", fontWeight: "bold" }}>Homefront</td>
                </tr>
                <tr>
                  <td style={{ padding: "0 24px 12px", fontSize: "16px" }}>
                    {email.total === 1 ? "A new home fits" : `${newHomesCount(email.total)} new homes fit`} your alert “
                    {email.alertName}”.
                  </td>
                </tr>
                {email.homes.map((home) => (
                  <tr key={home.url}>
                    <td style={{ padding: "12px 24px", borderTop: "1px solid #e5e7eb" }}>
                      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
                        <tbody>
                          <tr>
                            <td width={160} valign="top" style={{ paddingRight: "16px" }}>
                              <a href={home.url}>
                                <img
                                  src={home.photoUrl}
                                  width={160}
                                  height={107}
                                  alt={home.address}
                                  style={{ display: "block", border: 0, borderRadius: "4px" }}
                                />
                              </a>
                            </td>
                            <td valign="top" style={{ fontSize: "14px", lineHeight: "20px" }}>
                              <div style={{ fontSize: "16px", fontWeight: "bold" }}>{home.price}</div>
                              <div>{home.address}</div>
                              <div style={{ color: "#4b5563" }}>{rooms(home)}</div>
                              <a href={home.url} style={{ color: "#0b5fff" }}>
                                View this home
                              </a>
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </td>
                  </tr>
                ))}
                <tr>
                  <td style={{ padding: "16px 24px", borderTop: "1px solid #e5e7eb", fontSize: "15px" }}>
                    <a href={email.searchUrl} style={{ color: "#0b5fff", fontWeight: "bold" }}>
                      See all {newHomesCount(email.total)} in your search
                    </a>
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "12px 24px 24px", fontSize: "12px", color: "#6b7280" }}>
                    <a href={email.manageUrl} style={{ color: "#6b7280" }}>
                      Manage your alerts
                    </a>{" "}
                    ·{" "}
                    <a href={email.unsubscribeUrl} style={{ color: "#6b7280" }}>
                      Unsubscribe from this alert
                    </a>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function alertEmailSubject(email: Pick<AlertEmail, "alertName" | "total">): string {
  const subject = `${email.total === 1 ? "1 new home" : `${newHomesCount(email.total)} new homes`} for ${email.alertName}`;
  return subject.length > 200 ? `${subject.slice(0, 197)}…` : subject;
}

export function alertEmailHtml(email: AlertEmail): string {
  const document = (
    <html lang="en-AU">
      {/* An e-mail document, not a Next page: next/head has no place here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{alertEmailSubject(email)}</title>
      </head>
      <body style={{ margin: 0, padding: 0 }}>
        <AlertEmailBody email={email} />
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

/** The plain-text part, for clients that show no HTML. */
export function alertEmailText(email: AlertEmail): string {
  const homes = email.homes.map((home) => `${home.price}\n${home.address}\n${rooms(home)}\n${home.url}`);
  return [
    `${email.total === 1 ? "A new home fits" : `${newHomesCount(email.total)} new homes fit`} your alert "${email.alertName}".`,
    ...homes,
    `See all ${newHomesCount(email.total)}: ${email.searchUrl}`,
    `Manage your alerts: ${email.manageUrl}`,
    `Unsubscribe from this alert: ${email.unsubscribeUrl}`,
  ].join("\n\n");
}
