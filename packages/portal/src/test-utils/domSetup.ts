import { startSharedFile } from "@pulso/sdk/testing";
import { configure } from "@testing-library/react";
import { loadPortalLanguage } from "../i18n/registerPortalMessages";

// The file before this one in the worker shared this document and module registry
// (vitest.shared.ts, `domProject`).
startSharedFile();

// Every `findBy…` and `waitFor` of this package's jsdom tests waits up to 10 s instead of the
// library's 1 s: the unit pass runs a worker per core, and a screen that takes 1.5 s to render on a
// busy machine is not a failure. A test that does fail waits the 10 s once.
configure({ asyncUtilTimeout: 10_000 });

// The portal's English texts load apart from its first chunk (registerPortalMessages.ts); the
// tests render in both languages from their first render, as the app does once they are loaded.
await loadPortalLanguage("en");
