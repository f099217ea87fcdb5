import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFlag } from "@/lib/feeds/flags";
import { parseInspectionTime } from "@/lib/feeds/inspection-times";
import { calendarDate, feedInstant, parseFeedDateTime } from "@/lib/feeds/mod-time";
import { parseAmount, parseCount } from "@/lib/feeds/price";
import { squareMetresPer, toMetres, toSquareMetres } from "@/lib/feeds/units";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");
const withCommas = (n: number) => n.toLocaleString("en-AU", { maximumFractionDigits: 0, useGrouping: true });

/** A real date and a wall-clock time away from 2–3 am, when daylight saving starts and ends. */
const wallClock = fc.record({
  date: fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
  hour: fc.integer({ min: 4, max: 22 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
const zones = fc.constantFrom("Australia/Sydney", "Australia/Perth", "Australia/Adelaide", "Australia/Darwin");

describe("flags", () => {
  it("reads yes/no, 1/0 and true/false in any case and spacing, and nothing else", () => {
    const spaced = (words: string[]) =>
      fc
        .tuple(fc.constantFrom(...words), fc.constantFrom("", " ", "\n  "), fc.boolean())
        .map(([word, space, upper]) => `${space}${upper ? word.toUpperCase() : word}${space}`);
    fc.assert(
      fc.property(spaced(["yes", "1", "true"]), (text) => {
        expect(parseFlag(text)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(spaced(["no", "0", "false"]), (text) => {
        expect(parseFlag(text)).toBe(false);
      }),
    );
    expect([parseFlag(""), parseFlag("maybe"), parseFlag("2"), parseFlag(undefined)]).toEqual([null, null, null, null]);
  });
});

describe("amounts and counts", () => {
  it("read whole and decimal dollars however CRMs write them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), (dollars, cents) => {
        const decimal = dollars + cents / 100;
        expect(parseAmount(`${dollars}.${pad(cents)}`)).toBeCloseTo(decimal, 6);
        expect(parseAmount(` $${withCommas(dollars)} `)).toBe(dollars);
        expect(parseAmount(String(dollars))).toBe(dollars);
      }),
    );
  });

  it("never read words, negatives or shorthand as a price", () => {
    for (const text of ["POA", "1.3m", "-500", "500k", "$", "", "1,30,000", "12 000"])
      expect(parseAmount(text)).toBeNull();
  });

  it("take whole numbers as counts, '2.0' included, and refuse halves", () => {
    fc.assert(
      fc.property(fc.nat(50), (n) => {
        expect(parseCount(String(n))).toBe(n);
        expect(parseCount(`${n}.0`)).toBe(n);
        expect(parseCount(`${n}.5`)).toBeNull();
      }),
    );
  });
});

describe("units", () => {
  it("convert every area unit to square metres in proportion, and keep square metres as they are", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        fc.constantFrom("squareMeter", "acre", "hectare", "square", "squareFeet", "Square Metres", "m2"),
        (value, unit) => {
          // Rounded to the centimetre: never further than half of one from the exact figure.
          const exact = value * squareMetresPer(unit)!;
          expect(Math.abs(toSquareMetres(value, unit)! - exact)).toBeLessThanOrEqual(0.005 + exact * 1e-12);
        },
      ),
    );
    expect([toSquareMetres(1, "hectare"), toSquareMetres(1, "acre"), toSquareMetres(10, "square")]).toEqual([
      10_000, 4046.86, 92.9,
    ]);
    expect(toSquareMetres(650, undefined)).toBe(650);
    expect(toSquareMetres(1, "furlong")).toBeNull();
    expect([toMetres(100, "feet"), toMetres(12.5, "meter"), toMetres(1, "chain")]).toEqual([30.48, 12.5, null]);
  });
});

describe("feed date-times (modTime, auction, sold and available dates)", () => {
  it("read REAXML's own form, the compact form and ISO as the same wall-clock time", () => {
    fc.assert(
      fc.property(wallClock, fc.nat(59), ({ date, hour, minute }, second) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const expected = { year: y, month: m, day: d, hour, minute, second };
        expect(parseFeedDateTime(`${y}-${pad(m)}-${pad(d)}-${pad(hour)}:${pad(minute)}:${pad(second)}`)).toEqual(
          expected,
        );
        expect(parseFeedDateTime(`${y}${pad(m)}${pad(d)}-${pad(hour)}${pad(minute)}${pad(second)}`)).toEqual(expected);
        expect(parseFeedDateTime(`${y}-${pad(m)}-${pad(d)}T${pad(hour)}:${pad(minute)}:${pad(second)}`)).toEqual(
          expected,
        );
        expect(parseFeedDateTime(`${pad(d)}/${pad(m)}/${y} ${pad(hour)}:${pad(minute)}:${pad(second)}`)).toEqual(
          expected,
        );
      }),
    );
  });

  it("place a wall-clock time in the home's zone, and honour an offset the text carries", () => {
    fc.assert(
      fc.property(wallClock, zones, ({ date, hour, minute }, zone) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const parsed = parseFeedDateTime(`${y}-${pad(m)}-${pad(d)}-${pad(hour)}:${pad(minute)}:00`)!;
        const back = new TZDate(feedInstant(parsed, zone).getTime(), zone);
        expect([back.getFullYear(), back.getMonth() + 1, back.getDate(), back.getHours(), back.getMinutes()]).toEqual([
          y,
          m,
          d,
          hour,
          minute,
        ]);
        expect(calendarDate(parsed)).toBe(`${y}-${pad(m)}-${pad(d)}`);
      }),
    );
    const withOffset = parseFeedDateTime("2009-01-01T12:30:00+10:00")!;
    expect(feedInstant(withOffset, "Australia/Perth").toISOString()).toBe("2009-01-01T02:30:00.000Z");
    expect(feedInstant(parseFeedDateTime("2009-01-01T12:30:00Z")!, "Australia/Perth").toISOString()).toBe(
      "2009-01-01T12:30:00.000Z",
    );
  });

  it("refuse dates that do not exist and text that is no date", () => {
    for (const text of ["2009-02-30-12:00:00", "2009-13-01", "2009-01-01-25:00:00", "yesterday", "", "01-Jan-2009"])
      expect(parseFeedDateTime(text)).toBeNull();
  });
});

describe("open-home times", () => {
  const twelveHour = (hour: number, minute: number) =>
    `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}${hour < 12 ? "am" : "pm"}`;

  it("read REAXML's '21-Jan-2009 11:00am to 1:00pm' for any day and any times, and its variants", () => {
    fc.assert(
      fc.property(
        wallClock,
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(" to ", " - ", " TO "),
        fc.boolean(),
        ({ date, hour, minute }, length, joiner, upper) => {
          const endMinutes = Math.min(hour * 60 + minute + length, 23 * 60 + 59);
          fc.pre(endMinutes > hour * 60 + minute);
          const [endHour, endMinute] = [Math.floor(endMinutes / 60), endMinutes % 60];
          const day = `${pad(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
          const times = `${twelveHour(hour, minute)}${joiner}${twelveHour(endHour, endMinute)}`;
          const parsed = parseInspectionTime(`${day} ${upper ? times.toUpperCase() : times}`);
          const base = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            second: 0,
          };
          expect(parsed).toEqual({
            start: { ...base, hour, minute },
            end: { ...base, hour: endHour, minute: endMinute },
          });
          expect(
            parseInspectionTime(`${day} ${pad(hour)}:${pad(minute)} to ${pad(endHour)}:${pad(endMinute)}`),
          ).toEqual(parsed);
        },
      ),
    );
  });

  it("read how people shorten it, and refuse what cannot be an open home", () => {
    const at = (text: string) => {
      const parsed = parseInspectionTime(text);
      return parsed && `${parsed.start.hour}:${pad(parsed.start.minute)}-${parsed.end.hour}:${pad(parsed.end.minute)}`;
    };
    expect(at("21-Jan-2009 11:00am to 1:00pm")).toBe("11:00-13:00");
    expect(at("Sat 21-January-2009 11am to 1pm")).toBe("11:00-13:00");
    expect(at("21 Jan 2009 11 to 1pm")).toBe("11:00-13:00");
    expect(at("21-Jan-2009 2 to 3pm")).toBe("14:00-15:00");
    expect(at("21-Jan-2009 12:00pm to 12:30pm")).toBe("12:00-12:30");
    for (const text of [
      "21-Jan-2009 1:00pm to 11:00am",
      "30-Feb-2009 11:00am to 1:00pm",
      "21-Jam-2009 11:00am to 1:00pm",
      "21-Jan-2009 13:00pm to 2:00pm",
      "Saturday 11am",
      "",
    ])
      expect(parseInspectionTime(text)).toBeNull();
  });
});
