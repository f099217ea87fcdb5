// Vitest runs server modules directly; the `server-only` marker only matters to the Next bundler.
export {};
