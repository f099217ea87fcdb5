import { cache } from "react";
import { timeZoneForState } from "@/lib/format/dates";
import { inspectionSchedule, type InspectionSlot } from "@/lib/listings/inspection-schedule";
import styles from "../listing.module.css";

/** One clock reading per render, so every part of the page agrees on what "today" is. */
const renderTime = cache(() => new Date());

/**
 * Open homes for today plus 7 days, in the listing's state time zone (a buyer in Perth planning a
 * Sydney weekend sees Sydney times, and the zone says so), each with an .ics download.
 */
export function Inspections(props: {
  inspections: InspectionSlot[];
  stateCode: string;
  canonicalUri: string;
  bookingUrl: string | null;
}) {
  const timeZone = timeZoneForState(props.stateCode);
  const days = inspectionSchedule(props.inspections, renderTime(), timeZone);
  return (
    <section aria-labelledby="inspections-heading" className={styles.section} data-testid="inspections">
      <h2 id="inspections-heading">Inspections</h2>
      {days.length === 0 ? (
        <p className={styles.muted}>
          No open homes in the next 7 days. Contact the agent to arrange a private inspection.
        </p>
      ) : (
        <>
          <p className={styles.muted}>Times are local to the property ({timeZone.replace("Australia/", "")} time).</p>
          <ul className={styles.inspectionDays}>
            {days.map((day) => (
              <li key={day.day}>
                <h3 className={styles.dayLabel}>{day.label}</h3>
                <ul className={styles.slots}>
                  {day.slots.map((slot) => (
                    <li key={slot.startsAt} className={styles.slot}>
                      <span>{slot.time}</span>
                      <a
                        href={`${props.canonicalUri}/inspection.ics?start=${encodeURIComponent(slot.startsAt)}`}
                        download
                        className={styles.linkButton}
                        data-testid="inspection-ics"
                        // The visible words start the name (voice control users say them); the
                        // rest tells screen reader users which open home it is.
                        aria-label={`Add to calendar: ${day.label} ${slot.time}`}
                      >
                        Add to calendar
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {props.bookingUrl && (
        <p>
          <a href={props.bookingUrl} rel="noopener" className={styles.linkButton}>
            Book an inspection
          </a>
        </p>
      )}
    </section>
  );
}
