import type { User } from "@pulso/core";
import { sampleUser } from "@pulso/core/testing";
import { createPulso, type Pulso } from "../createPulso";
import { FAKE_API_BASE, serveSession, type FakeApi } from "./fakeApi";

/**
 * An sdk instance over the fake `api`, signed in as `user` (a bearer token; the session probe
 * answers with the user), started, without a socket: where the actions' tests begin.
 */
export async function startSignedIn(api: FakeApi, user: User = sampleUser()): Promise<Pulso> {
  serveSession(api, user);
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    realtime: false,
    auth: "bearer",
    token: "tok_1",
  });
  await pulso.start();
  return pulso;
}
