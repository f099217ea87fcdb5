// Types of duplicate-chunks.mjs (a plain Node module, run after the build without a compile step).
export declare function chunkBody(code: string): string;
export declare function isModuleChunk(code: string): boolean;
export declare function findDuplicateChunks(
  files: readonly { path: string; code: string }[],
): { copy: string; original: string }[];
export declare function reexportOf(copy: string, original: string): string;
