/**
 * npm run seed [-- --listings N] [--force] [--if-needed] [--reference-date YYYY-MM-DD]
 *
 *   --listings N            current (buy + rent) listings; sold + leased are 2 × N (default 20,000)
 *   --force                 empty the seeded tables and seed again
 *   --if-needed             seed an empty database, or one that lacks a part the seed now writes
 *                           (seeded by an older commit); leave a complete one alone (`npm start`)
 *   --reference-date DATE   "today" for the data (default: the current day; dates shift with it)
 *
 * Without --force or --if-needed, an existing data set is left alone and the command fails, so a
 * stray run never wipes data someone is looking at.
 */
import { parseArgs } from "node:util";
import { parseReferenceDate, todayIso } from "./calendar";
import { DEFAULT_CURRENT_LISTINGS } from "./config";
import { MAX_SERIAL } from "./ids";
import { missingParts } from "./completeness";
import { runSeed } from "./run";
import { ensureLocalDatabase, SeedWriter } from "./writer";

function main(): number {
  const { values } = parseArgs({
    options: {
      listings: { type: "string" },
      force: { type: "boolean", default: false },
      "if-needed": { type: "boolean", default: false },
      "reference-date": { type: "string" },
      database: { type: "string" },
    },
  });
  const currentListings =
    values.listings === undefined ? DEFAULT_CURRENT_LISTINGS : Number(values.listings.replace(/[_,]/g, ""));
  if (!Number.isInteger(currentListings) || currentListings < 1 || currentListings * 3 > MAX_SERIAL) {
    console.error(`--listings must be a whole number from 1 to ${Math.floor(MAX_SERIAL / 3)}`);
    return 2;
  }
  const referenceDate = values["reference-date"] ?? todayIso();
  parseReferenceDate(referenceDate);

  const log = (line: string) => console.log(line);
  const file = values.database ?? ensureLocalDatabase(process.cwd(), log);
  const probe = new SeedWriter(file);
  const existing = probe.count("listings");
  const missing = existing > 0 ? missingParts((query) => probe.hasRow(query)) : [];
  probe.close();
  if (existing > 0 && values["if-needed"]) {
    if (missing.length === 0) {
      log(`seed: ${existing.toLocaleString("en-AU")} listings and every seeded part present, nothing to do`);
      return 0;
    }
    // Seeded by an older commit: seed again (only the seed's own tables and rows are replaced).
    log(`seed: the data set lacks ${missing.join(", ")}; seeding again`);
  } else if (existing > 0 && !values.force) {
    console.error(
      `seed: ${existing.toLocaleString("en-AU")} listings already present; pass --force to wipe and reseed`,
    );
    return 1;
  }

  const started = Date.now();
  log(
    `seed: ${currentListings.toLocaleString("en-AU")} current + ${(currentListings * 2).toLocaleString("en-AU")} sold/leased listings, reference date ${referenceDate}`,
  );
  log(`      into ${file}`);
  const counts = runSeed({ file, currentListings, referenceDate, log });
  for (const [table, count] of Object.entries(counts))
    log(`  ${table.padEnd(22)} ${count.toLocaleString("en-AU").padStart(12)}`);
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

process.exitCode = main();
