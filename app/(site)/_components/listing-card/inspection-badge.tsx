import { formatDayTime, timeZoneForState } from "@/lib/format/dates";
import styles from "./listing-card.module.css";

/** "Inspection Sat 23 Nov 10:00AM" in the listing's own state time, as the listing page shows it. */
export function InspectionBadge({
  startsAt,
  stateCode,
  prefix = "Inspection",
}: {
  startsAt: string;
  stateCode: string;
  prefix?: string;
}) {
  return (
    <span className={styles.badge}>
      {prefix} <time dateTime={startsAt}>{formatDayTime(startsAt, timeZoneForState(stateCode))}</time>
    </span>
  );
}
