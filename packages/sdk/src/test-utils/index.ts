/**
 * Test doubles other packages' tests may use (`@pulso/sdk/testing`, source only): a fake API and a
 * fake WebSocket that drive an sdk instance without a server, valid payment, ticket and
 * suggestion samples, and the jsdom document's reset between test files. Never imported by
 * production code.
 */
export * from "./fakeApi";
export * from "./fakeWebSocket";
export * from "./paymentSamples";
export * from "./document";
