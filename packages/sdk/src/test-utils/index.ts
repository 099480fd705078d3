/**
 * Test doubles other packages' tests may use (`@pulso/sdk/testing`, source only): a fake API and a
 * fake WebSocket that drive an sdk instance without a server, and valid payment, ticket and
 * suggestion samples. Never imported by production code.
 */
export * from "./fakeApi";
export * from "./fakeWebSocket";
export * from "./paymentSamples";
