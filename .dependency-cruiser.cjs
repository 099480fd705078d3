/**
 * The direction of dependencies between Pulso's packages (DESIGN §1):
 *
 *   core ← api-client ← sdk ← widgets ← portal
 *   core ← server
 *
 * Packages import each other by package name only; the sdk never imports React.
 */

/** Which workspace packages each package may depend on. */
const allowed = {
  core: [],
  "api-client": ["core"],
  sdk: ["core", "api-client"],
  widgets: ["core", "api-client", "sdk"],
  portal: ["core", "api-client", "sdk", "widgets"],
  server: ["core"],
};
/** What a package's tests (and only its tests) may use besides: the server's drive it as a client. */
const allowedInTests = {
  server: ["api-client"],
};
const all = Object.keys(allowed);
const testFiles = "\\.test\\.tsx?$|/test-utils/";

const directionRules = Object.entries(allowed).flatMap(([name, deps]) => {
  const forbidden = all.filter((other) => other !== name && !deps.includes(other));
  const testOnly = allowedInTests[name] ?? [];
  const always = forbidden.filter((other) => !testOnly.includes(other));
  const rules = [];
  if (always.length > 0) {
    rules.push({
      name: `${name}-direction`,
      severity: "error",
      comment: `${name} may depend only on: ${deps.length ? deps.join(", ") : "no other Pulso package"}.`,
      from: { path: `^packages/${name}/` },
      to: { path: `^packages/(${always.join("|")})/` },
    });
  }
  if (testOnly.length > 0) {
    rules.push({
      name: `${name}-direction`,
      severity: "error",
      comment: `Only ${name}'s tests may use ${testOnly.join(", ")}.`,
      from: { path: `^packages/${name}/`, pathNot: testFiles },
      to: { path: `^packages/(${testOnly.join("|")})/` },
    });
  }
  return rules;
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...directionRules,
    {
      name: "no-circular",
      severity: "error",
      comment: "Circular dependencies make load order and tree shaking fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-reaching-into-packages",
      severity: "error",
      comment:
        "Import another package by its name (@pulso/x), never by a relative path into its files.",
      from: { path: "^packages/([^/]+)/" },
      to: { path: "^packages/", pathNot: "^packages/$1/", dependencyTypes: ["local"] },
    },
    {
      name: "sdk-without-react",
      severity: "error",
      comment: "The sdk is framework-free: React binds only in @pulso/widgets.",
      from: { path: "^packages/sdk/" },
      to: { path: "(^|/)node_modules/(react|react-dom|preact)(/|$)" },
    },
    {
      name: "sdk-without-react-unresolved",
      severity: "error",
      comment: "The sdk is framework-free: React binds only in @pulso/widgets.",
      from: { path: "^packages/sdk/" },
      to: { couldNotResolve: true, path: "^(react|react-dom|preact)(/|$)" },
    },
    // @pulso/widgets is laid out along the embed's trust boundary (DESIGN §7, §8): what runs on a
    // publisher's page in Shadow DOM (public/), what runs there only to host a frame (framed/),
    // what runs on the platform's origin (platform/: frames, sign-in popup), and the message
    // protocol both sides of a frame speak (frameProtocol/).
    {
      name: "widgets-public-boundary",
      severity: "error",
      comment:
        "Public widgets run on a publisher's page: they never reach frame shells or platform-origin code.",
      from: { path: "^packages/widgets/src/public/" },
      to: { path: "^packages/widgets/src/(framed|platform)/" },
    },
    {
      name: "widgets-framed-boundary",
      severity: "error",
      comment:
        "Frame shells run on a publisher's page and only host a frame: no React, no widget, no sdk.",
      from: { path: "^packages/widgets/src/framed/", pathNot: testFiles },
      to: {
        path: "^packages/widgets/src/(public|platform|components|provider)/|^packages/sdk/|(^|/)node_modules/(react|react-dom|preact)(/|$)",
      },
    },
    {
      name: "widgets-platform-boundary",
      severity: "error",
      comment:
        "Platform-origin code (frames, sign-in popup) never reaches what runs on a publisher's page.",
      from: { path: "^packages/widgets/src/platform/" },
      to: { path: "^packages/widgets/src/(public|framed|embed)/" },
    },
    {
      name: "widgets-frame-protocol",
      severity: "error",
      comment:
        "The frame protocol is spoken by both sides of a frame: it depends on neither side, nor on React.",
      from: { path: "^packages/widgets/src/frameProtocol/", pathNot: testFiles },
      to: {
        path: "^packages/widgets/src/(public|framed|platform|provider|embed)/|(^|/)node_modules/(react|react-dom|preact)(/|$)",
      },
    },
    {
      name: "no-test-utils-in-production",
      severity: "error",
      comment: "Shared test helpers are for tests only.",
      from: { path: "^packages/", pathNot: "\\.test\\.tsx?$|/test-utils/" },
      to: { path: "/test-utils/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "Every import must resolve (a deep import past a package's exports map does not).",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|\\.tsbuild|coverage|storybook-static)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@pulso/source", "import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
