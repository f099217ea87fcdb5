// Types for the test that imports the layer order (the config itself is plain JavaScript for ESLint).
import type { Linter } from "eslint";

export declare const layerOrder: string[];
export declare function layerGlobs(entry: string): string[];
export declare const importBoundaries: Linter.Config[];
