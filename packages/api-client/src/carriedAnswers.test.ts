import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./createApiClient";
import { CARRIED_ANSWERS_MS } from "./requestRunner";
import { createRecordingServer } from "./test-utils/recordingServer";
import { createTransport } from "./transport";
import type { CarriedAnswer } from "./transportOptions";

const server = createRecordingServer();
const ok = (data: unknown) => ({ status: "success", data });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.useRealTimers());

const carried = (lang: "es" | "en", title: string): CarriedAnswer => ({
  path: "/polls/m_42",
  lang,
  body: ok({ poll: { title } }),
});

describe("carried answers (the page arrived with them)", () => {
  it("stand in for the first GET to their path in their language, once", async () => {
    server.respond("GET", "/polls/m_42", { json: ok({ poll: { title: "del servidor" } }) });
    let lang: "es" | "en" = "es";
    const transport = createTransport({
      baseURL: server.baseURL,
      lang: () => lang,
      carriedAnswers: [carried("en", "carried, en"), carried("es", "llevada, es")],
    });
    await expect(transport.request("GET", "/polls/m_42")).resolves.toEqual({
      poll: { title: "llevada, es" },
    });
    expect(server.requests).toHaveLength(0);
    // Used once; the other language's answer for the path went with it.
    await expect(transport.request("GET", "/polls/m_42")).resolves.toEqual({
      poll: { title: "del servidor" },
    });
    lang = "en";
    await expect(transport.request("GET", "/polls/m_42")).resolves.toEqual({
      poll: { title: "del servidor" },
    });
    expect(server.requests).toHaveLength(2);
  });

  it("are not used for another path, another language, a token, no cookies or a POST", async () => {
    server.respond("GET", "/polls/m_7", { json: ok({ poll: { title: "otro" } }) });
    server.respond("GET", "/polls/m_42", { json: ok({ poll: { title: "del servidor" } }) });
    server.respond("POST", "/polls/m_42", { json: ok({ poll: { title: "creado" } }) });
    const options = { baseURL: server.baseURL, carriedAnswers: [carried("es", "llevada")] };
    const read = async (extra: Parameters<typeof createTransport>[0] | object, method = "GET") =>
      createTransport({ ...options, lang: "es", ...extra }).request(method as "GET", "/polls/m_42");

    await expect(
      createTransport({ ...options, lang: "es" }).request("GET", "/polls/m_7"),
    ).resolves.toEqual({ poll: { title: "otro" } });
    await expect(read({ lang: "en" })).resolves.toEqual({ poll: { title: "del servidor" } });
    await expect(read({ token: "t_1" })).resolves.toEqual({ poll: { title: "del servidor" } });
    await expect(read({ credentials: "omit" })).resolves.toEqual({
      poll: { title: "del servidor" },
    });
    await expect(read({}, "POST")).resolves.toEqual({ poll: { title: "creado" } });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /polls/m_7",
      "GET /polls/m_42",
      "GET /polls/m_42",
      "GET /polls/m_42",
      "POST /polls/m_42",
    ]);
  });

  it("are forgotten once the page has loaded, so none is ever stale", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    server.respond("GET", "/polls/m_42", { json: ok({ poll: { title: "del servidor" } }) });
    const transport = createTransport({
      baseURL: server.baseURL,
      lang: "es",
      carriedAnswers: [carried("es", "llevada")],
    });
    vi.setSystemTime(Date.now() + CARRIED_ANSWERS_MS + 1);
    await expect(transport.request("GET", "/polls/m_42")).resolves.toEqual({
      poll: { title: "del servidor" },
    });
    expect(server.requests).toHaveLength(1);
  });

  it("reach the typed call as an answer from the server would (a market's image made absolute)", async () => {
    const api = createApiClient({
      baseURL: server.baseURL,
      lang: "es",
      carriedAnswers: [
        {
          path: "/polls/m_42",
          lang: "es",
          body: ok({
            poll: { _id: "m_42", image: "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4" },
          }),
        },
      ],
    });
    const market = await api.getPoll("m_42");
    expect(market.image).toBe(`${server.origin}/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4`);
    expect(server.requests).toHaveLength(0);
  });
});
