import { success } from "@pulso/sdk/testing";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  collectEvents,
  inShadow,
  mountElement,
  resetTestElementPage,
  useTestElementPage,
} from "../test-utils/elementHarness";
import { testMarket } from "../test-utils/testPulso";
import { definePoll, POLL_TAG, PollCustomElement } from "./poll.element";

beforeEach(() => {
  const [yes, no] = testMarket().options;
  const poll = testMarket({
    _id: "p_1",
    kind: "poll",
    options: [
      { ...yes!, price: null, votes: 1, percentage: 25 },
      { ...no!, price: null, votes: 3, percentage: 75 },
    ],
  });
  useTestElementPage((test) => {
    test.api.on("GET", "/polls/p_1", success({ poll }));
    test.api.on(
      "GET",
      "/polls/p_1/results",
      success({
        results: {
          pollId: "p_1",
          totalVotes: 4,
          options: [
            { optionId: "o_yes", text: "Sí", votes: 1, percentage: 25 },
            { optionId: "o_no", text: "No", votes: 3, percentage: 75 },
          ],
          myVote: null,
        },
      }),
    );
  });
  definePoll();
});

afterEach(resetTestElementPage);

describe("<pulso-poll>", () => {
  it("defining it twice is harmless", () => {
    expect(() => definePoll()).not.toThrow();
    expect(customElements.get(POLL_TAG)).toBe(PollCustomElement);
  });

  it("renders the results in its shadow root and dispatches pulso-ready", async () => {
    const ready = collectEvents("pulso-ready");
    const element = await mountElement(`<pulso-poll market="p_1" lang="en"></pulso-poll>`);
    expect(await inShadow(element).findByRole("group", { name: "No: 3 votes, 75%" })).toBeTruthy();
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-poll");
    await waitFor(() => expect(ready.events).toHaveLength(1));
    expect(ready.events[0]?.detail).toEqual({ marketId: "p_1" });
    expect(ready.events[0]?.bubbles && ready.events[0]?.composed).toBe(true);
    ready.stop();
  });

  it("shows a localized error when market is missing, without throwing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = collectEvents("pulso-error");
    const element = await mountElement(`<pulso-poll lang="en" theme="neon"></pulso-poll>`);
    expect((await inShadow(element).findByRole("alert")).textContent).toBe(
      'This widget needs a market: add a market="…" attribute.',
    );
    await waitFor(() => expect(errors.events).toHaveLength(1));
    expect(errors.events[0]?.detail).toMatchObject({ marketId: null, reason: "invalid-attribute" });
    expect(errors.events[0]?.target).toBe(element);
    errors.stop();
  });
});
