import type { Suggestion } from "@pulso/core";
import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";
import { sampleSuggestion } from "../test-utils/suggestionFixtures";

// The first page of a file loads its code on a busy machine: give it time.

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The messages tied to a field through aria-describedby. */
const messageFor = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
};
const mine = () => within(screen.getByRole("region", { name: "My suggestions" }));

/** A server that keeps the reader's suggestions and adds each new one. */
function suggestionServer(api: FakeApi, initial: Suggestion[]) {
  const kept = [...initial];
  api.on("GET", "/poll-suggestions/my-suggestions", () => success({ suggestions: kept }));
  api.on("POST", "/poll-suggestions", (request) => {
    const body = request.body as Partial<Suggestion>;
    const created = sampleSuggestion({ ...body, _id: `sg_${kept.length + 1}` });
    kept.unshift(created);
    return { status: 201, ...success({ suggestion: created }) };
  });
}

function openPage(initial: Suggestion[] = [], lang: "en" | "es" = "en") {
  return renderPortal("/suggest-poll", {
    lang,
    user: testUser(),
    prepare: (api) => suggestionServer(api, initial),
  });
}

describe("/suggest-poll", () => {
  it("asks for the English title, the English description and the category before sending", async () => {
    const { api } = openPage();
    await screen.findByRole("heading", { level: 1, name: "Suggest a poll" });
    fireEvent.click(screen.getByRole("button", { name: "Send suggestion" }));
    expect(await screen.findByText("The English title is required.")).toBeTruthy();
    expect(messageFor("Description (English)")).toContain("The English description is required.");
    expect(messageFor("Category")).toContain("Please choose a category.");
    expect(messageFor("Title (Spanish)")).not.toContain("required");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Title (English)")),
    );
    expect(api.calls("POST", "/poll-suggestions")).toHaveLength(0);
  });

  it("sends the suggestion, and it appears under My suggestions", async () => {
    const { api } = openPage();
    await screen.findByRole("heading", { level: 1, name: "Suggest a poll" });
    expect(await mine().findByText("You have not suggested any polls yet.")).toBeTruthy();
    type("Title (English)", "  Will the mayor be re-elected?  ");
    type("Title (Spanish)", "¿Será reelegido el alcalde?");
    type("Description (English)", "Resolves yes if the mayor wins the 2027 election.");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "local" } });
    type("Estimated end date", "2027-05-30");
    fireEvent.click(screen.getByRole("button", { name: "Send suggestion" }));

    expect(
      await screen.findByText("Thank you! Your suggestion is waiting for review."),
    ).toBeTruthy();
    expect(api.calls("POST", "/poll-suggestions")[0]?.body).toEqual({
      titleEn: "Will the mayor be re-elected?",
      titleEs: "¿Será reelegido el alcalde?",
      descriptionEn: "Resolves yes if the mayor wins the 2027 election.",
      descriptionEs: null,
      category: "local",
      estimatedEndDate: "2027-05-30T12:00:00.000Z",
    });
    const card = (
      await mine().findByRole("heading", { name: "Will the mayor be re-elected?" })
    ).closest("article")!;
    expect(within(card).getByText("Pending")).toBeTruthy();
    expect(within(card).getByText("Local")).toBeTruthy();
    expect(within(card).getByText("May 30, 2027")).toBeTruthy();
    expect((screen.getByLabelText("Title (English)") as HTMLInputElement).value).toBe("");
  });

  it("shows each suggestion's status, profit share, notes and market", async () => {
    openPage([
      sampleSuggestion({
        _id: "sg_2",
        titleEn: "Who wins the senate seat?",
        status: "created",
        profitSharePercentage: 12.5,
        adminNotes: "Published with two candidates.",
        linkedMarketId: "m_42",
      }),
      sampleSuggestion({
        _id: "sg_1",
        titleEn: "Will it rain on election day?",
        status: "rejected",
        adminNotes: "Not about politics.",
      }),
    ]);
    await screen.findByRole("heading", { level: 1, name: "Suggest a poll" });
    const created = (
      await mine().findByRole("heading", { name: "Who wins the senate seat?" })
    ).closest("article")!;
    expect(within(created).getByText("Market created")).toBeTruthy();
    expect(within(created).getByText("12.5%")).toBeTruthy();
    expect(within(created).getByText("Published with two candidates.")).toBeTruthy();
    expect(
      within(created).getByRole("link", { name: "View the market" }).getAttribute("href"),
    ).toBe("/market/m_42");
    const rejected = mine()
      .getByRole("heading", { name: "Will it rain on election day?" })
      .closest("article")!;
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).queryByText("Your share of the fees")).toBeNull();
    expect(within(rejected).queryByRole("link")).toBeNull();
  });

  it("says 'Failed to load suggestions' with a retry", async () => {
    const { api } = renderPortal("/suggest-poll", {
      lang: "en",
      user: testUser(),
      prepare: (fake) =>
        fake.on("GET", "/poll-suggestions/my-suggestions", failure(500, "INTERNAL_ERROR")),
    });
    await screen.findByRole("heading", { level: 1, name: "Suggest a poll" });
    expect((await mine().findByRole("alert")).textContent).toContain("Failed to load suggestions");
    suggestionServer(api, [sampleSuggestion()]);
    fireEvent.click(mine().getByRole("button", { name: "Retry" }));
    expect(await mine().findByRole("heading", { name: sampleSuggestion().titleEn })).toBeTruthy();
  });

  it("says so when sending fails", async () => {
    const { api } = openPage();
    api.on("POST", "/poll-suggestions", failure(500, "INTERNAL_ERROR"));
    await screen.findByRole("heading", { level: 1, name: "Suggest a poll" });
    type("Title (English)", "Will the mayor be re-elected?");
    type("Description (English)", "Resolves yes if the mayor wins.");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "local" } });
    fireEvent.click(screen.getByRole("button", { name: "Send suggestion" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The suggestion could not be sent.",
    );
  });

  it("speaks Spanish, showing Spanish titles when there are", async () => {
    openPage([sampleSuggestion({ status: "approved", profitSharePercentage: 10 })], "es");
    await screen.findByRole("heading", { level: 1, name: "Sugerir encuesta" });
    for (const label of [
      "Título (inglés)",
      "Título (español)",
      "Descripción (inglés)",
      "Descripción (español)",
      "Categoría",
      "Fecha estimada de cierre",
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const region = within(screen.getByRole("region", { name: "Mis sugerencias" }));
    expect(await region.findByRole("heading", { name: sampleSuggestion().titleEs! })).toBeTruthy();
    expect(region.getByText("Aprobada")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Enviar sugerencia" }));
    expect(await screen.findByText("El título en inglés es obligatorio.")).toBeTruthy();
  });
});
