import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { DEFAULT_TIME_ZONE } from "@/lib/format/dates";
import { INSPECTION_DAY_COUNT } from "@/lib/listings/inspection-schedule";

export interface InspectionDayOption {
  /** yyyy-MM-dd, as the `inspections` URL parameter and the filter's dates list hold it. */
  value: string;
  /** "Today" for the first, then "Sat 28 Nov". */
  label: string;
}

/** Days offered by the inspection filter, counted in the visitor's Australian zone. */
export function inspectionDayOptions(
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): InspectionDayOption[] {
  const today = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: INSPECTION_DAY_COUNT }, (_, offset) => {
    const day = addDays(today, offset);
    return { value: format(day, "yyyy-MM-dd"), label: offset === 0 ? "Today" : format(day, "EEE d MMM") };
  });
}
