import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const depcruise = join(repo, "node_modules", ".bin", "depcruise");
const made: string[] = [];

/** Writes a miniature workspace (path → source) and returns its folder. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "pulso-deps-"));
  made.push(root);
  cpSync(join(repo, "tsconfig.base.json"), join(root, "tsconfig.base.json"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** Runs the repo's dependency rules on a workspace; returns the names of the broken rules. */
async function brokenRules(root: string): Promise<string[]> {
  const args = [
    "packages",
    "--config",
    join(repo, ".dependency-cruiser.cjs"),
    "--output-type",
    "json",
  ];
  const output = await run(depcruise, args, { cwd: root }).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  );
  const result = JSON.parse(output) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))].sort();
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("dependency rules (DESIGN §1)", () => {
  it("pass a workspace that follows the direction", async () => {
    const root = workspace({
      "packages/core/src/index.ts": 'export { price } from "./price";\n',
      "packages/core/src/price.ts": "export const price = 1;\n",
      "packages/api-client/src/index.ts": "export const client = 1;\n",
    });
    expect(await brokenRules(root)).toEqual([]);
  });

  it("fail when api-client reaches into the sdk", async () => {
    const root = workspace({
      "packages/sdk/src/index.ts": "export const sdk = 1;\n",
      "packages/api-client/src/index.ts":
        'import { sdk } from "../../sdk/src/index";\nexport const c = sdk;\n',
    });
    expect(await brokenRules(root)).toEqual(["api-client-direction", "no-reaching-into-packages"]);
  });

  it("fail when core depends on anything of Pulso's, or the server on the widgets", async () => {
    const root = workspace({
      "packages/api-client/src/index.ts": "export const c = 1;\n",
      "packages/core/src/index.ts": 'export { c } from "../../api-client/src/index";\n',
      "packages/widgets/src/index.ts": "export const w = 1;\n",
      "packages/server/src/index.ts": 'export { w } from "../../widgets/src/index";\n',
    });
    expect(await brokenRules(root)).toEqual([
      "core-direction",
      "no-reaching-into-packages",
      "server-direction",
    ]);
  });

  it("fail when the sdk imports React", async () => {
    const root = workspace({
      "packages/sdk/src/index.ts":
        'import { useState } from "react";\nexport const s = useState;\n',
    });
    expect(await brokenRules(root)).toContain("sdk-without-react-unresolved");
  });

  it("fail on cycles and on production code using test helpers", async () => {
    const root = workspace({
      "packages/core/src/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "packages/core/src/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      "packages/core/src/test-utils/fixtures.ts": "export const fixture = 1;\n",
      "packages/core/src/index.ts": 'export { fixture } from "./test-utils/fixtures";\n',
    });
    expect(await brokenRules(root)).toEqual(["no-circular", "no-test-utils-in-production"]);
  });
});

describe("the widgets' trust boundary (DESIGN §7, §8)", () => {
  /** A widgets package laid out as it should be, plus `extra` files. */
  const widgets = (extra: Record<string, string> = {}) =>
    workspace({
      "packages/widgets/src/components/Card.tsx": "export const Card = 1;\n",
      "packages/widgets/src/frameProtocol/protocol.ts": "export const PROTOCOL = 1;\n",
      "packages/widgets/src/public/card.element.ts":
        'import { Card } from "../components/Card";\nexport const element = Card;\n',
      "packages/widgets/src/framed/framedElement.ts":
        'import { PROTOCOL } from "../frameProtocol/protocol";\nexport const shell = PROTOCOL;\n',
      "packages/widgets/src/platform/FrameApp.tsx":
        'import { Card } from "../components/Card";\nimport { PROTOCOL } from "../frameProtocol/protocol";\nexport const app = [Card, PROTOCOL];\n',
      ...extra,
    });

  it("pass the public, framed and platform folders each keeping to its side", async () => {
    expect(await brokenRules(widgets())).toEqual([]);
  });

  it("fail when a public widget reaches platform code, or platform code a public widget", async () => {
    const root = widgets({
      "packages/widgets/src/public/leak.ts":
        'import { app } from "../platform/FrameApp";\nexport const leak = app;\n',
      "packages/widgets/src/platform/reach.ts":
        'import { element } from "../public/card.element";\nexport const reach = element;\n',
    });
    expect(await brokenRules(root)).toEqual([
      "widgets-platform-boundary",
      "widgets-public-boundary",
    ]);
  });

  it("fail when a frame shell carries a widget, or the protocol leans on one side", async () => {
    const root = widgets({
      "packages/widgets/src/framed/heavy.ts":
        'import { Card } from "../components/Card";\nexport const heavy = Card;\n',
      "packages/widgets/src/frameProtocol/sided.ts":
        'import { shell } from "../framed/framedElement";\nexport const sided = shell;\n',
    });
    expect(await brokenRules(root)).toEqual(["widgets-frame-protocol", "widgets-framed-boundary"]);
  });
});

describe("test-only allowances", () => {
  it("let the server's tests drive it through the api-client, but not its code", async () => {
    const client = "export const api = 1;\n";
    const ok = workspace({
      "packages/api-client/src/index.ts": client,
      "packages/server/src/app.test.ts":
        'import { api } from "../../api-client/src/index";\nexport const t = api;\n',
    });
    expect(await brokenRules(ok)).toEqual(["no-reaching-into-packages"]);
    const bad = workspace({
      "packages/api-client/src/index.ts": client,
      "packages/server/src/app.ts":
        'import { api } from "../../api-client/src/index";\nexport const t = api;\n',
    });
    expect(await brokenRules(bad)).toEqual(["no-reaching-into-packages", "server-direction"]);
  });
});
