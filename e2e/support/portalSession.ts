import { expect, request, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { PLATFORM } from "../playwright.config";

/** The API of the platform under test. */
export const API = `${PLATFORM}/api/v1`;

/** The demo accounts the server seeds with `PULSO_SEED=true` (packages/server/src/seed). */
export const DEMO_READER = { email: "demo@pulso.test", password: "Demo12345" } as const;
export const DEMO_ADMIN = { email: "admin@pulso.test", password: "Admin12345" } as const;

/** Credentials of one account. */
export interface Credentials {
  email: string;
  password: string;
}

/** A browser context's cookies and local storage, as Playwright saves and restores them. */
export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The portal's languages. */
export type PortalLanguage = "es" | "en";

/**
 * What the portal's own pages send with a write: their own Origin and X-Requested-With (the
 * server's CSRF rule for calls that use or set the session cookie, DESIGN §5).
 */
export const SAME_SITE_HEADERS = { origin: PLATFORM, "x-requested-with": "XMLHttpRequest" };

/** The portal's language choice (`pulso:lang` in local storage) added to a storage state. */
export function withLanguage(state: StorageState, lang: PortalLanguage): StorageState {
  return {
    cookies: state.cookies,
    origins: [{ origin: PLATFORM, localStorage: [{ name: "pulso:lang", value: lang }] }],
  };
}

/** A signed-out visitor's storage state: no cookie, only the language choice. */
export function visitorState(lang: PortalLanguage): StorageState {
  return withLanguage({ cookies: [], origins: [] }, lang);
}

/**
 * Signs in through the API (POST /auth/login, as the portal's login form does) and returns the
 * storage state holding the session cookie, so journeys not about the login form start signed in.
 */
export async function signedInState(credentials: Credentials): Promise<StorageState> {
  const api = await request.newContext({ baseURL: PLATFORM });
  try {
    const response = await api.post("/api/v1/auth/login", {
      headers: SAME_SITE_HEADERS,
      data: credentials,
    });
    expect(response.status(), `login of ${credentials.email}: ${await response.text()}`).toBe(200);
    const state = await api.storageState();
    expect(
      state.cookies.map((cookie) => cookie.name),
      "the login answer sets the session cookie",
    ).toContain("pulso_session");
    return state;
  } finally {
    await api.dispose();
  }
}

/** A new reader, signed up through the API (POST /auth/signup) with a unique email. */
export async function signedUpState(
  name: string,
): Promise<{ state: StorageState; credentials: Credentials; name: string }> {
  const credentials = { email: uniqueEmail(name), password: "Journey123" };
  const api = await request.newContext({ baseURL: PLATFORM });
  try {
    const response = await api.post("/api/v1/auth/signup", {
      headers: SAME_SITE_HEADERS,
      data: { name, ...credentials, language: "en" },
    });
    expect(response.status(), `sign-up of ${credentials.email}: ${await response.text()}`).toBe(
      201,
    );
    return { state: await api.storageState(), credentials, name };
  } finally {
    await api.dispose();
  }
}

/** An email no other run of the journeys used (`journey-<what>-<time>@pulso.test`). */
export function uniqueEmail(what: string): string {
  const slug = what.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `journey-${slug}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@pulso.test`;
}

/** A market of the demo data as GET /polls lists it (the fields the journeys use). */
export interface DemoMarket {
  _id: string;
  title: string;
  kind: "prediction" | "poll";
  status: string;
  options: { _id: string; text: string; price?: number }[];
}

/** The first market of GET /polls matching the filters (English texts), or a failed test. */
export async function findMarket(
  api: APIRequestContext,
  filters: { kind?: "prediction" | "poll"; status?: string; category?: string } = {},
): Promise<DemoMarket> {
  const query = new URLSearchParams({ status: "active", ...filters, limit: "50" });
  const response = await api.get(`${API}/polls?${query.toString()}`, {
    headers: { "accept-language": "en" },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { polls: DemoMarket[] } };
  const market = body.data.polls[0];
  if (!market) throw new Error(`No demo market matches ${query.toString()}`);
  return market;
}

/**
 * An API client signed in with a storage state's session cookie, sending the headers of the
 * portal's own pages. Dispose it when done.
 */
export function apiWithSession(state: StorageState): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: PLATFORM,
    storageState: { cookies: state.cookies, origins: [] },
    extraHTTPHeaders: SAME_SITE_HEADERS,
  });
}

/** Opens a support ticket through the API as the session's user and returns its id. */
export async function openTicketThroughApi(state: StorageState, subject: string): Promise<string> {
  const api = await apiWithSession(state);
  try {
    const response = await api.post("/api/v1/support/tickets", {
      data: {
        subject,
        category: "general",
        description: "A ticket opened by the journeys to have a ticket page to visit.",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { data: { ticket: { _id: string } } };
    return body.data.ticket._id;
  } finally {
    await api.dispose();
  }
}
