// ESLint 9 flat config: Next.js core-web-vitals + TypeScript rules, plus a few of our own.
import { defineConfig, globalIgnores } from "eslint/config";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";
import { importBoundaries } from "./eslint/import-boundaries.mjs";

// `.only` / `.skip` / `.todo` / `.fixme` on test, it and describe: nothing gets skipped silently.
const focusedOrSkippedTests = ["test", "it", "describe", "suite"].flatMap((callee) =>
  ["only", "skip", "todo", "fixme"].flatMap((modifier) => [
    {
      selector: `CallExpression > MemberExpression.callee[object.name='${callee}'][property.name='${modifier}']`,
      message: `${callee}.${modifier}() is not allowed: tests run in full (forbidOnly on CI, no skipped tests).`,
    },
    {
      selector: `CallExpression > MemberExpression.callee[object.object.name='${callee}'][object.property.name='describe'][property.name='${modifier}']`,
      message: `${callee}.describe.${modifier}() is not allowed: tests run in full.`,
    },
  ]),
);

export default defineConfig([
  globalIgnores([
    ".open-next/**",
    ".next/**",
    ".wrangler/**",
    "node_modules/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    ".bench/**",
    // Served verbatim (vendored builds such as public/map/maplibre-gl-worker-*.mjs), not our source.
    "public/**",
    "lib/graphql/generated/**",
    "**/*.generated.ts",
    "next-env.d.ts",
    "cloudflare-env.d.ts",
    // The content service: its own Next app (Payload), with files Payload generates; checked by its own tsconfig.
    "workers/content/.next/**",
    "workers/content/.open-next/**",
    "workers/content/.wrangler/**",
    "workers/content/src/app/(payload)/**",
    "workers/content/src/migrations/**",
    "workers/content/src/payload-types.ts",
  ]),
  ...nextCoreWebVitals,
  ...nextTypeScript,
  ...importBoundaries,
  {
    // No two modules import each other, however long the chain: the layer order above already
    // forbids loops between folders, and this catches them between the files of one folder.
    // (It costs the lint a few minutes, for following every import of every file.)
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "middleware.ts"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    rules: {
      // A suppression must say why (the project's rule for `any`, applied to ts comments too).
      "@typescript-eslint/ban-ts-comment": [
        "error",
        {
          "ts-ignore": "allow-with-description",
          "ts-expect-error": "allow-with-description",
          minimumDescriptionLength: 10,
        },
      ],
      // next.config.ts sets images.unoptimized: photos are SVGs the Worker draws, and there is no
      // image optimiser at the edge, so next/image would add client JS and nothing else.
      "@next/next/no-img-element": "off",
      // `_name` marks a parameter or binding that is intentionally unused.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Each GraphQL document is its own generated module so a page's chunks carry only the
    // operations it sends; importing one through operations.ts (which re-exports them all) would
    // put every document back in one shared module (scripts/codegen.ts, docs/performance.md).
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "generated/operations$",
              importNamePattern: "Document$",
              allowTypeImports: true,
              message:
                "Import a document from its own module, @/lib/graphql/generated/documents/<Name>, so a page downloads only the operations it sends.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...focusedOrSkippedTests],
    },
  },
  {
    // Code that never runs inside React, where `use…` names mean something else: Envelop/Yoga
    // plugins (useAPQ, useTrustedDocumentsOnly), Playwright fixtures (`use`), scripts.
    files: [
      "lib/graphql/**/*.ts",
      "lib/services/**/*.ts",
      "lib/db/**/*.ts",
      "lib/worker/**/*.ts",
      "lib/auth/**/*.ts",
      "lib/session/**/*.ts",
      "lib/cache/**/*.ts",
      "app/graphql/**/*.ts",
      "app/api/**/*.ts",
      "middleware.ts",
      "scripts/**/*.ts",
      "tests/**/*.ts",
    ],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
]);
