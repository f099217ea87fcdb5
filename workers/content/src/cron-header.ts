/** The header the Worker's cron proves itself with when it runs the due jobs (cron-call.ts, worker.ts). */
export const CRON_HEADER = "x-content-cron";
