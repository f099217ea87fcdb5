import type { CacheBackend, Clock } from "@/lib/cache/backend";
import { systemClock } from "@/lib/cache/backend";
import type { Database } from "@/lib/db/database";
import { getFlagRows, getRunningExperiments } from "@/lib/db/queries/platform/platform";
import type { RunningExperiment } from "@/lib/experiments/experiment";
import { isFlagName, type FlagName } from "@/lib/flags/names";
import type { AppEnvironment } from "@/lib/flags/presets";
import { log } from "@/lib/observability/log";

/** Flags and running experiments of one environment, as edited in /admin. */
export interface PlatformSettings {
  environment: AppEnvironment;
  /** Flag decisions stored for this environment; flags without one follow the preset. */
  flags: Partial<Record<FlagName, boolean>>;
  experiments: RunningExperiment[];
}

/**
 * How stale settings may be: an isolate keeps them 15 s, the shared cache 45 s, so a change
 * reaches every isolate within a minute while a request pays for a D1 read at most once per 45 s
 * per location and for a cache read at most once per 15 s per isolate.
 */
export const SETTINGS_ISOLATE_MS = 15_000;
export const SETTINGS_CACHE_TTL_MS = 45_000;

export function settingsCacheKey(environment: AppEnvironment): string {
  return `platform:settings:v2:${environment}`;
}

export async function loadSettingsFromDb(db: Database, environment: AppEnvironment): Promise<PlatformSettings> {
  const [flagRows, experimentRows] = await Promise.all([
    getFlagRows(db, environment),
    getRunningExperiments(db, environment),
  ]);
  const flags: Partial<Record<FlagName, boolean>> = {};
  for (const row of flagRows) if (isFlagName(row.key)) flags[row.key] = row.enabled;
  const experiments = experimentRows.flatMap((row): RunningExperiment[] =>
    isFlagName(row.feature)
      ? [
          {
            id: row.id,
            feature: row.feature,
            ...(row.targetUrl ? { targetUrl: row.targetUrl } : {}),
            variants: row.variants.map(({ name, weight, featureOn }) => ({ name, weight, featureOn })),
          },
        ]
      : [],
  );
  return { environment, flags, experiments };
}

/**
 * What one isolate knows about an environment's settings: the settings it holds, and how many
 * admin changes it has seen and when the last one was (to refuse reads that began before it).
 */
interface IsolateEntry {
  held?: { settings: PlatformSettings; until: number };
  generation: number;
  changedAt: number;
}
export type IsolateSettings = Map<AppEnvironment, IsolateEntry>;

/**
 * OpenNext bundles middleware and the app separately, so a module-level variable would exist twice
 * per isolate and an admin change would clear only one copy. A global keyed by a registered symbol
 * is the one place both bundles see.
 */
const ISOLATE_KEY = Symbol.for("homefront.platformSettings.v2");
function workerIsolate(): IsolateSettings {
  const holder = globalThis as typeof globalThis & { [ISOLATE_KEY]?: IsolateSettings };
  holder[ISOLATE_KEY] ??= new Map();
  return holder[ISOLATE_KEY];
}

function entryOf(isolate: IsolateSettings, environment: AppEnvironment): IsolateEntry {
  let entry = isolate.get(environment);
  if (!entry) {
    entry = { generation: 0, changedAt: Number.NEGATIVE_INFINITY };
    isolate.set(environment, entry);
  }
  return entry;
}

export interface SettingsSource {
  environment: AppEnvironment;
  loadFromDb: () => Promise<PlatformSettings>;
  /** The shared cache; absent outside the Worker. A failing cache falls through to the database. */
  backend?: CacheBackend;
  clock?: Clock;
  /** Tests pass their own; the Worker uses the isolate's. */
  isolate?: IsolateSettings;
}

interface CachedSettings {
  until: number;
  /** When the D1 read behind it began (Workers' clock is coarse, so "at or before" counts as before). */
  loadedAt: number;
  settings: PlatformSettings;
}

export async function readPlatformSettings(source: SettingsSource): Promise<PlatformSettings> {
  const clock = source.clock ?? systemClock;
  const local = entryOf(source.isolate ?? workerIsolate(), source.environment);
  if (local.held && local.held.until > clock()) return local.held.settings;
  // A read that began before an admin change must not store what it loaded (it may be the old
  // settings), or the change would be hidden for a whole TTL.
  const generation = local.generation;
  const changedSince = () => local.generation !== generation;

  const key = settingsCacheKey(source.environment);
  let settings: PlatformSettings | undefined;
  try {
    const cached = source.backend
      ? (JSON.parse((await source.backend.get(key)) ?? "null") as CachedSettings | null)
      : null;
    // An entry loaded before the last change this isolate saw is the old settings, written by a
    // read that raced the change: KV orders neither that write nor the change's delete.
    if (cached && cached.until > clock() && cached.loadedAt > local.changedAt) settings = cached.settings;
  } catch (error) {
    log.warn("platform settings: cache read failed; reading D1", { error, event: "cache-fallback" });
  }
  if (!settings) {
    const loadedAt = clock();
    settings = await source.loadFromDb();
    if (changedSince()) return settings;
    const entry: CachedSettings = { until: clock() + SETTINGS_CACHE_TTL_MS, loadedAt, settings };
    await source.backend?.put(key, JSON.stringify(entry), SETTINGS_CACHE_TTL_MS).catch((error: unknown) => {
      log.warn("platform settings: cache write failed", { error });
    });
    // A change that landed while the write was under way would otherwise be hidden by it.
    if (changedSince()) {
      await source.backend?.delete(key).catch(() => undefined);
      return settings;
    }
  }
  if (changedSince()) return settings;
  local.held = { settings, until: clock() + SETTINGS_ISOLATE_MS };
  return settings;
}

/** After an admin change: this isolate and the shared cache forget the environment's settings. */
export async function forgetPlatformSettings(
  source: Pick<SettingsSource, "environment" | "backend" | "isolate" | "clock">,
): Promise<void> {
  const local = entryOf(source.isolate ?? workerIsolate(), source.environment);
  local.generation += 1;
  local.changedAt = (source.clock ?? systemClock)();
  delete local.held;
  await source.backend?.delete(settingsCacheKey(source.environment)).catch((error: unknown) => {
    log.warn("platform settings: cache delete failed; other isolates see the change within a minute", { error });
  });
}
