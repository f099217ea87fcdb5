import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { stateByCode } from "@/lib/locations/states";
import styles from "./listing-card.module.css";

/** "Inspection Sat 23 Nov 10:00am" in the listing's own state time. */
export function InspectionBadge({ startsAt, stateCode, prefix = "Inspection" }: { startsAt: string; stateCode: string; prefix?: string }) {
  const zone = stateByCode(stateCode)?.timeZone ?? "Australia/Sydney";
  const when = new TZDate(startsAt, zone);
  return (
    <span className={styles.badge}>
      {prefix} <time dateTime={startsAt}>{format(when, "EEE d MMM h:mmaaa")}</time>
    </span>
  );
}
