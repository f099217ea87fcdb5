import "server-only";
import packageJson from "@/package.json";

/** The built-in app version, used when page settings carry none: the package version. */
export const BUILT_IN_APP_VERSION: string = packageJson.version;
