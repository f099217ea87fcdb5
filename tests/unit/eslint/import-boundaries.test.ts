// Proves the import map in lib/README.md is enforced: a wrong arrow is a lint error, a legal one is not.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { layerOrder } from "@/eslint/import-boundaries.mjs";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
let eslint: ESLint;

// The first lint loads the whole config and the TypeScript resolver (tens of seconds on a busy
// 2-core machine); pay that once here so each case's timeout measures only its own lint.
beforeAll(async () => {
  // The probes are linted as text, with no file on disk; import/no-cycle reads every file from
  // disk to follow its imports, and fails on one it cannot find, so it sits out here.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
  await eslint.lintText('import "@/lib/search/sort";\n', { filePath: path.join(root, "lib/search/boundary-probe.ts") });
}, 120_000);

async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages
    .filter((m) => m.ruleId === "import/no-restricted-paths" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it("rejects a pure domain folder importing the database layer", async () => {
    const errors = await boundaryErrors(
      "lib/search/boundary-probe.ts",
      'import { listingsTable } from "@/lib/db/schema";\nexport const probe = listingsTable;\n',
    );
    expect(errors.join("\n")).toMatch(/pure domain folder/);
  });

  it("rejects a pure domain folder importing Next", async () => {
    const errors = await boundaryErrors(
      "lib/format/boundary-probe.ts",
      'import { headers } from "next/headers";\nexport const probe = headers;\n',
    );
    expect(errors.join("\n")).toMatch(/may not depend on Next/);
  });

  it("rejects the db layer importing a service", async () => {
    const errors = await boundaryErrors(
      "lib/db/boundary-probe.ts",
      'import * as services from "../services/listings/listing";\nexport const probe = services;\n',
    );
    expect(errors.join("\n")).toMatch(/bottom layer/);
  });

  it("rejects a service importing the GraphQL transport", async () => {
    const errors = await boundaryErrors(
      "lib/services/boundary-probe.ts",
      'import * as payload from "@/lib/graphql/payload";\nexport const probe = payload;\n',
    );
    expect(errors.join("\n")).toMatch(/transport-free/);
  });

  // Each import below points up the layer order, so with the reverse arrow that exists today it
  // would close a loop: experiments → flags, experiments → env.ts, services → auth, session/server → services.
  it.each([
    ["lib/flags/boundary-probe.ts", "@/lib/experiments/assignment", "lib/flags"],
    ["lib/env.ts", "@/lib/experiments/assignment", "lib/env"],
    ["lib/auth/boundary-probe.ts", "@/lib/services/members/session", "lib/auth"],
    ["lib/services/boundary-probe.ts", "@/lib/session/server/viewer", "lib/services"],
  ])("rejects a folder loop: %s importing %s", async (file, target, layer) => {
    const errors = await boundaryErrors(file, `import * as upward from "${target}";\nexport const probe = upward;\n`);
    expect(errors.join("\n")).toContain(`${layer} may import only the layers below it`);
  });

  it("gives every folder of lib/ a place in the layer order", () => {
    const lib = path.join(root, "lib");
    const entries = readdirSync(lib, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === "session") return ["session/client", "session/http", "session/server"];
      if (entry.isDirectory()) return [entry.name];
      return /\.tsx?$/.test(entry.name) ? [entry.name.replace(/\.tsx?$/, "")] : [];
    });
    const unplaced = entries.filter((entry) => !layerOrder.includes(entry));
    expect(unplaced, "add these to layerOrder in eslint/import-boundaries.mjs, above what they import").toEqual([]);
  });

  it("keeps the content service (its own Worker) and the portal apart but for lib/blog", async () => {
    const intoPortal = await boundaryErrors(
      "workers/content/src/boundary-probe.ts",
      'import * as schema from "../../../lib/db/schema";\nexport const probe = schema;\n',
    );
    expect(intoPortal.join("\n")).toMatch(/may import only lib\/blog/);
    const intoWorker = await boundaryErrors(
      "lib/blog/boundary-probe.ts",
      'import * as cron from "../../workers/content/src/cron-header";\nexport const probe = cron;\n',
    );
    expect(intoWorker.join("\n")).toMatch(/never imports a separate Worker/);
    expect(
      await boundaryErrors(
        "workers/content/src/boundary-probe.ts",
        'import * as signature from "../../../lib/blog/webhook-signature";\nexport const probe = signature;\n',
      ),
    ).toEqual([]);
  });

  it("accepts a legal arrow: a pure domain importing another pure domain, a service importing db", async () => {
    expect(
      await boundaryErrors(
        "lib/search/boundary-probe.ts",
        'import * as locations from "@/lib/locations/states";\nexport const probe = locations;\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "lib/services/boundary-probe.ts",
        'import * as schema from "@/lib/db/schema";\nexport const probe = schema;\n',
      ),
    ).toEqual([]);
  });
});
