import { FEATURE_FLAG_KEYS, FLAG_LABELS, FLAG_NAMES, type FeatureFlagKey, type FlagName } from "./names";

/** A feature flag entry: its key, the label shown for it, and whether it is on. */
export interface FlagEntry<Key extends FlagName = FlagName> {
  key: Key;
  label: string;
  enabled: boolean;
}

/** Which flags a configuration switches on; every name must be decided. */
export type FlagPreset = Readonly<Record<FlagName, boolean>>;

/** The ten feature flags, all off by default. */
export const FEATURE_FLAGS: readonly FlagEntry<FeatureFlagKey>[] = FEATURE_FLAG_KEYS.map((key) => ({
  key,
  label: FLAG_LABELS[key],
  enabled: false,
}));

/** The entries a preset stands for, in FLAG_NAMES order. */
export function presetEntries(preset: FlagPreset): readonly FlagEntry[] {
  return FLAG_NAMES.map((key) => ({ key, label: FLAG_LABELS[key], enabled: preset[key] }));
}
