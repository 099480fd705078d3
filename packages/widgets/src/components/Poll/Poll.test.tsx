import type { Market, PollResults } from "@pulso/core";
import { sampleUser } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso, testMarket } from "../../test-utils/testPulso";
import { Poll } from "./Poll";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function poll(overrides: Partial<Market> = {}): Market {
  const [yes, no] = testMarket().options;
  return testMarket({
    _id: "p_1",
    kind: "poll",
    options: [
      { ...yes!, price: null, votes: 3, percentage: 60 },
      { ...no!, price: null, votes: 2, percentage: 40 },
    ],
    ...overrides,
  });
}

function results(overrides: Partial<PollResults> = {}): PollResults {
  return {
    pollId: "p_1",
    totalVotes: 5,
    options: [
      { optionId: "o_yes", text: "Sí", votes: 3, percentage: 60 },
      { optionId: "o_no", text: "No", votes: 2, percentage: 40 },
    ],
    myVote: null,
    ...overrides,
  };
}

async function setup(
  lang: "es" | "en",
  options: { market?: Market; signedIn?: boolean; results?: PollResults } = {},
) {
  const test = createTestPulso(lang, options.market ?? poll());
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  test.api.on("GET", "/polls/p_1/results", success({ results: options.results ?? results() }));
  if (options.signedIn) test.api.on("GET", "/auth/session", success({ user: sampleUser() }));
  else test.api.on("GET", "/auth/session", success({ user: null }));
  await act(() => test.pulso.session.refresh());
  render(
    <PulsoProvider pulso={test.pulso}>
      <Poll marketId="p_1" />
    </PulsoProvider>,
  );
  return test;
}

describe("Poll", () => {
  it("shows a skeleton, then votes and percentages (es)", async () => {
    await setup("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando encuesta…");
    expect(await screen.findByRole("group", { name: /^Sí: 3 votos, 60\s?%$/ })).toBeTruthy();
    expect(screen.getByRole("group", { name: /^No: 2 votos, 40\s?%$/ })).toBeTruthy();
    expect(screen.getByText("5 votos")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Votar por Sí" })).toBeTruthy();
  });

  it("asks a signed-out reader to log in", async () => {
    const test = await setup("en");
    fireEvent.click(await screen.findByRole("button", { name: "Vote for Yes" }));
    expect(screen.getByRole("alert").textContent).toBe("Please log in to vote.");
    expect(test.api.calls("POST", "/polls/vote")).toHaveLength(0);
  });

  it("says an inactive poll is not open for voting, with no vote buttons", async () => {
    await setup("en", { market: poll({ status: "closed" }), signedIn: true });
    expect(await screen.findByText("This poll is not currently active for voting.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Vote for/ })).toBeNull();
  });

  it("a counted vote updates the percentages and marks the reader's vote", async () => {
    const test = await setup("es", { signedIn: true });
    test.api.on("POST", "/polls/vote", success({ poll: poll() }));
    test.api.on(
      "GET",
      "/polls/p_1/results",
      success({
        results: results({
          totalVotes: 6,
          myVote: "o_no",
          options: [
            { optionId: "o_yes", text: "Sí", votes: 3, percentage: 50 },
            { optionId: "o_no", text: "No", votes: 3, percentage: 50 },
          ],
        }),
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Votar por No" }));
    expect(await screen.findByText("Gracias, tu voto quedó registrado.")).toBeTruthy();
    expect(test.api.calls("POST", "/polls/vote")[0]?.body).toEqual({
      pollId: "p_1",
      optionId: "o_no",
    });
    // The new counts come from the results store, which may render just after the message.
    expect(await screen.findByRole("group", { name: /^No: 3 votos, 50\s?%$/ })).toBeTruthy();
    expect(screen.getByText("6 votos")).toBeTruthy();
    expect(screen.getAllByText("Tu voto").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Votar por/ })).toBeNull();
  });

  it("a failed vote says so; a poll closed meanwhile says it is not active", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup("en", { signedIn: true });
    test.api.on("POST", "/polls/vote", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(await screen.findByRole("button", { name: "Vote for Yes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to submit vote.");
    test.api.on("POST", "/polls/vote", failure(400, "POLL_NOT_ACTIVE"));
    fireEvent.click(screen.getByRole("button", { name: "Vote for No" }));
    expect(await screen.findByText("This poll is not currently active for voting.")).toBeTruthy();
    test.api.on("POST", "/polls/vote", failure(400, "OPTION_REQUIRED"));
    fireEvent.click(screen.getByRole("button", { name: "Vote for No" }));
    expect(await screen.findByText("Please select an option to vote.")).toBeTruthy();
  });

  it("shows a localized error with a retry, and not-found for a missing poll", async () => {
    const test = createTestPulso("es", poll());
    test.pulso.queryClient.setDefaultOptions({
      queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
    });
    test.api.on("GET", "/polls/p_1/results", failure(500, "INTERNAL_ERROR"));
    test.api.on("GET", "/polls/p_2", failure(404, "NOT_FOUND"));
    render(
      <PulsoProvider pulso={test.pulso}>
        <Poll marketId="p_1" />
        <Poll marketId="p_2" />
      </PulsoProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos cargar esta encuesta.");
    expect(await screen.findByText("No encontramos esta encuesta.")).toBeTruthy();
    test.api.on("GET", "/polls/p_1/results", success({ results: results() }));
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("group", { name: /^Sí: 3 votos/ })).toBeTruthy();
  });
});
