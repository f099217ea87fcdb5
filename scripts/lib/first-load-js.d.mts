// Types of first-load-js.mjs (a plain Node module, run after the build without a compile step).
export declare const KIB: number;
export declare function firstLoadFiles(
  rootMainFiles: readonly string[],
  entryJSFiles: Record<string, readonly string[]>,
): string[];
export declare function routeOfAppKey(appKey: string): string;
export declare function segmentChunksOf(
  manifest: {
    entryJSFiles?: Record<string, string[]>;
    clientModules?: Record<string, { chunks?: readonly unknown[] }>;
  },
  appKey: string,
): Record<string, string[]>;
export interface RouteFirstLoad {
  route: string;
  appKey: string;
  files: string[];
  gzipBytes: number;
}
export declare function measureFirstLoad(nextDir: string): RouteFirstLoad[];
export interface Budgets {
  default: number;
  routes: Record<string, number>;
}
export declare function overBudget(
  measured: readonly { route: string; gzipBytes: number }[],
  budgets: Budgets,
): { route: string; gzipBytes: number; budgetKib: number; own: boolean }[];
export declare function formatKib(bytes: number): string;
