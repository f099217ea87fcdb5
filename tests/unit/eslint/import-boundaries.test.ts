// Proves the import map in lib/README.md is enforced: a wrong arrow is a lint error, a legal one is not.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
let eslint: ESLint;

// The first lint loads the whole config and the TypeScript resolver (tens of seconds on a busy
// 2-core machine); pay that once here so each case's timeout measures only its own lint.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
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
