import type { Comment } from "@pulso/core";
import { sampleUser } from "@pulso/core/testing";
import { failure, success, type FakeResponse } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { Comments, type CommentsProps } from "./Comments";
import { commentsCss } from "./Comments.css";
import { COMMENTS_MIN_HEIGHT_PX } from "./layout";

afterEach(cleanup);

const NOW = Date.parse("2026-11-21T10:00:00.000Z");
const LIST = "/comments/polls/m_1/comments";
/** The signed-in reader of these tests (`sampleUser`). */
const ME = { _id: "u_1", name: "Ana Pérez" };

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: "c_1",
    pollId: "m_1",
    user: { _id: "u_2", name: "Luis Gómez" },
    content: "¿Alguien vio el último sondeo?",
    upvotes: 3,
    downvotes: 1,
    myVote: null,
    edited: false,
    createdAt: "2026-11-21T09:55:00.000Z",
    updatedAt: "2026-11-21T09:55:00.000Z",
    ...overrides,
  };
}

const NEWEST = comment();
const OLDER = comment({
  _id: "c_2",
  user: { _id: "u_3", name: "Marta Ruiz" },
  content: "Creo que <b>sí</b> gana.",
  upvotes: 0,
  downvotes: 0,
  edited: true,
  createdAt: "2026-11-21T07:00:00.000Z",
});
const MINE = comment({
  _id: "c_3",
  user: ME,
  content: "Mi primera opinión.",
  upvotes: 1,
  downvotes: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
});

function page(
  comments: Comment[],
  options: { page?: number; total?: number; hasMore?: boolean } = {},
) {
  const total = options.total ?? comments.length;
  return success({
    comments,
    pagination: {
      page: options.page ?? 1,
      limit: 20,
      total,
      totalPages: Math.ceil(total / 20),
      hasMore: options.hasMore ?? false,
    },
  });
}

interface SetupOptions {
  signedIn?: boolean;
  admin?: boolean;
  answer?: FakeResponse | (() => FakeResponse);
  props?: Partial<CommentsProps>;
}

async function setup(lang: "es" | "en", options: SetupOptions = {}) {
  const test = createTestPulso(lang);
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  test.api.on("GET", LIST, options.answer ?? page([NEWEST, OLDER]));
  test.api.on(
    "GET",
    "/auth/session",
    options.signedIn || options.admin
      ? success({ user: sampleUser({ role: options.admin ? "admin" : "user" }) })
      : success({ user: null }),
  );
  await act(() => test.pulso.session.refresh());
  const onSignInRequest = vi.fn();
  const listComments = vi.spyOn(test.pulso.api, "listComments");
  render(
    <PulsoProvider pulso={test.pulso}>
      <Comments
        marketId="m_1"
        now={() => NOW}
        onSignInRequest={onSignInRequest}
        {...options.props}
      />
    </PulsoProvider>,
  );
  return { ...test, onSignInRequest, listComments };
}

const article = (name: string) => screen.findByRole("article", { name });
const typeInto = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

const TEXTS = {
  es: {
    region: "Comentarios",
    loading: "Cargando comentarios…",
    loadFailed: "No pudimos cargar los comentarios.",
    retry: "Reintentar",
    empty: "Todavía no hay comentarios. ¡Escribe el primero!",
    title: (count: number) => `Comentarios (${count})`,
    by: (name: string) => `Comentario de ${name}`,
    fiveMinutesAgo: "hace 5 minutos",
    threeHoursAgo: "hace 3 horas",
    points: (count: number) => `${count} ${count === 1 ? "punto" : "puntos"}`,
    edited: "(editado)",
    loadMore: "Cargar más comentarios",
    signInPrompt: "Inicia sesión para sumarte a la conversación y votar comentarios.",
    signIn: "Iniciar sesión",
    composer: "Escribe un comentario",
    upvote: "Votar a favor",
  },
  en: {
    region: "Comments",
    loading: "Loading comments…",
    loadFailed: "We couldn't load the comments.",
    retry: "Try again",
    empty: "No comments yet. Be the first to comment!",
    title: (count: number) => `Comments (${count})`,
    by: (name: string) => `Comment by ${name}`,
    fiveMinutesAgo: "5 minutes ago",
    threeHoursAgo: "3 hours ago",
    points: (count: number) => `${count} ${count === 1 ? "point" : "points"}`,
    edited: "(edited)",
    loadMore: "Load more comments",
    signInPrompt: "Log in to join the conversation and vote on comments.",
    signIn: "Log in",
    composer: "Add a comment",
    upvote: "Upvote",
  },
} as const;

describe.each(["es", "en"] as const)("Comments (%s)", (lang) => {
  const text = TEXTS[lang];

  it("shows a skeleton, then the comments newest first as plain text", async () => {
    await setup(lang);
    const statuses = screen.getAllByRole("status").map((status) => status.textContent);
    expect(statuses).toContain(text.loading);
    expect(screen.getByRole("region", { name: text.region }).getAttribute("aria-busy")).toBe(
      "true",
    );
    const newest = await article(text.by("Luis Gómez"));
    expect(screen.getByRole("heading", { name: text.title(2) })).toBeTruthy();
    const shown = within(screen.getByRole("list")).getAllByRole("article");
    expect(shown.map((item) => item.getAttribute("aria-label"))).toEqual([
      text.by("Luis Gómez"),
      text.by("Marta Ruiz"),
    ]);
    expect(within(newest).getByText("¿Alguien vio el último sondeo?")).toBeTruthy();
    expect(within(newest).getByText(text.fiveMinutesAgo)).toBeTruthy();
    expect(within(newest).getByText(text.points(2))).toBeTruthy();
    const older = shown[1]!;
    // Markup in a comment is shown as typed, never rendered.
    expect(within(older).getByText("Creo que <b>sí</b> gana.")).toBeTruthy();
    expect(older.querySelector("b")).toBeNull();
    expect(within(older).getByText(text.edited)).toBeTruthy();
    expect(within(older).getByText(text.threeHoursAgo)).toBeTruthy();
  });

  it("shows a localized error with a retry that loads the comments", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup(lang, { answer: failure(500, "INTERNAL_ERROR") });
    expect((await screen.findByRole("alert")).textContent).toBe(text.loadFailed);
    test.api.on("GET", LIST, page([NEWEST]));
    fireEvent.click(screen.getByRole("button", { name: text.retry }));
    expect(await article(text.by("Luis Gómez"))).toBeTruthy();
    expect(screen.queryByText(text.loadFailed)).toBeNull();
  });

  it("invites the first comment when there are none", async () => {
    await setup(lang, { answer: page([]) });
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.getByRole("heading", { name: text.title(0) })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("loads the next page with Load more and moves the focus to the first new comment", async () => {
    let served = 0;
    const { listComments } = await setup(lang, {
      answer: () => {
        served += 1;
        return served === 1
          ? page([NEWEST, OLDER], { total: 3, hasMore: true })
          : page([MINE], { page: 2, total: 3, hasMore: false });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: text.loadMore }));
    const third = await article(text.by("Ana Pérez"));
    expect(listComments.mock.calls.at(-1)?.[1]).toEqual({ page: 2, limit: 20 });
    expect(within(screen.getByRole("list")).getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: text.loadMore })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(third));
  });

  it("asks a signed-out reader to log in instead of showing the form or vote buttons", async () => {
    const { onSignInRequest } = await setup(lang);
    await article(text.by("Luis Gómez"));
    expect(screen.getByText(text.signInPrompt)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: text.composer })).toBeNull();
    expect(screen.queryByRole("button", { name: text.upvote })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: text.signIn }));
    expect(onSignInRequest).toHaveBeenCalledTimes(1);
  });

  it("shows the form to a signed-in reader, with no sign-in prompt", async () => {
    await setup(lang, { signedIn: true });
    expect(await screen.findByRole("textbox", { name: text.composer })).toBeTruthy();
    expect(screen.queryByText(text.signInPrompt)).toBeNull();
  });
});

describe("Comments: pages and theme", () => {
  it("keeps the comments shown when the next page fails, and retries it (en)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let served = 0;
    await setup("en", {
      answer: () => {
        served += 1;
        if (served === 1) return page([NEWEST], { total: 2, hasMore: true });
        if (served === 2) return failure(503, "SERVICE_UNAVAILABLE");
        return page([OLDER], { page: 2, total: 2 });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Load more comments" }));
    expect(await screen.findByText("We couldn't load more comments.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Comment by Luis Gómez" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await article("Comment by Marta Ruiz")).toBeTruthy();
    expect(screen.queryByText("We couldn't load more comments.")).toBeNull();
  });

  it("takes the theme asked for and reserves its height in every state", async () => {
    await setup("es", { props: { theme: "dark" } });
    const region = screen.getByRole("region", { name: "Comentarios" });
    expect(region.getAttribute("data-theme")).toBe("dark");
    expect(region.classList.contains("pulso-cm")).toBe(true);
    expect(commentsCss).toContain(`.pulso-cm { min-height: ${COMMENTS_MIN_HEIGHT_PX}px; }`);
    expect(commentsCss).toContain('.pulso-w[data-theme="dark"]');
  });
});

describe("Comments: posting", () => {
  it("posts a comment, shows it first and announces it (es)", async () => {
    const test = await setup("es", { signedIn: true });
    const posted = comment({
      _id: "c_9",
      user: ME,
      content: "Hola a todos",
      upvotes: 0,
      downvotes: 0,
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    test.api.on("POST", LIST, {
      status: 201,
      body: { status: "success", data: { comment: posted } },
    });
    const field = await screen.findByRole("textbox", { name: "Escribe un comentario" });
    const post = screen.getByRole("button", { name: "Publicar comentario" });
    expect((post as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("0 / 2,000")).toBeTruthy();
    typeInto(field, "  Hola a todos  ");
    expect(screen.getByText("12 / 2,000")).toBeTruthy();
    expect(screen.getByText("12 de 2,000 caracteres")).toBeTruthy();
    fireEvent.click(post);
    const mine = await article("Comentario de Ana Pérez");
    // The list can show the new comment a moment before the form has finished its own work.
    expect(await screen.findByText("Publicamos tu comentario.")).toBeTruthy();
    expect(test.api.calls("POST", LIST)[0]?.body).toEqual({ content: "Hola a todos" });
    expect(within(screen.getByRole("list")).getAllByRole("article")[0]).toBe(mine);
    expect(within(mine).getByText("Tú")).toBeTruthy();
    expect(within(mine).getByText("ahora")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Comentarios (3)" })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe("");
    expect(document.activeElement).toBe(field);
  });

  it("shows the server's refusal in the reader's language and keeps the text (en)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup("en", { signedIn: true });
    test.api.on("POST", LIST, failure(400, "COMMENT_EMPTY"));
    const field = await screen.findByRole("textbox", { name: "Add a comment" });
    typeInto(field, "Hello");
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("The comment cannot be empty.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect((field as HTMLTextAreaElement).value).toBe("Hello");

    test.api.on("POST", LIST, failure(429, "RATE_LIMITED"));
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      await screen.findByText("Too many attempts. Please wait a moment and try again."),
    ).toBeTruthy();

    test.api.on("POST", LIST, failure(500, "INTERNAL_ERROR"));
    fireEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      await screen.findByText("We couldn't post your comment. Please try again."),
    ).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("article")).toHaveLength(2);
  });

  it("blocks a blank or too long comment before sending it (es and en)", async () => {
    const test = await setup("es", { signedIn: true });
    const field = await screen.findByRole("textbox", { name: "Escribe un comentario" });
    const post = screen.getByRole("button", { name: "Publicar comentario" }) as HTMLButtonElement;
    typeInto(field, "    ");
    expect(post.disabled).toBe(true);
    typeInto(field, "a".repeat(2001));
    expect(post.disabled).toBe(true);
    expect(screen.getByText("2,001 / 2,000")).toBeTruthy();
    expect(
      screen.getByText("Los comentarios pueden tener como máximo 2,000 caracteres."),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.submit(field.closest("form")!);
    typeInto(field, "a".repeat(2000));
    expect(post.disabled).toBe(false);
    expect(screen.queryByText(/como máximo/)).toBeNull();
    expect(test.api.calls("POST", LIST)).toHaveLength(0);

    cleanup();
    await setup("en", { signedIn: true });
    typeInto(await screen.findByRole("textbox", { name: "Add a comment" }), "b".repeat(2050));
    expect(screen.getByText("Comments can be at most 2,000 characters.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Post comment" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe("Comments: votes", () => {
  it("toggles an upvote and a downvote, marking the reader's vote (en)", async () => {
    const test = await setup("en", { signedIn: true });
    const item = await article("Comment by Luis Gómez");
    const up = within(item).getByRole("button", { name: "Upvote" });
    const down = within(item).getByRole("button", { name: "Downvote" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(down.getAttribute("aria-pressed")).toBe("false");

    test.api.on(
      "POST",
      "/comments/c_1/upvote",
      success({ comment: comment({ upvotes: 4, myVote: "up" }) }),
    );
    fireEvent.click(up);
    await vi.waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("true"));
    expect(within(item).getByText("3 points")).toBeTruthy();

    test.api.on("POST", "/comments/c_1/upvote", success({ comment: comment() }));
    fireEvent.click(up);
    await vi.waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("false"));
    expect(within(item).getByText("2 points")).toBeTruthy();

    test.api.on(
      "POST",
      "/comments/c_1/downvote",
      success({ comment: comment({ downvotes: 2, myVote: "down" }) }),
    );
    fireEvent.click(down);
    await vi.waitFor(() => expect(down.getAttribute("aria-pressed")).toBe("true"));
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(within(item).getByText("1 point")).toBeTruthy();
    expect(test.api.calls("POST", "/comments/c_1/upvote")).toHaveLength(2);
    expect(test.api.calls("POST", "/comments/c_1/downvote")).toHaveLength(1);
  });

  it("marks the reader's earlier vote and says when a vote fails (es)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup("es", {
      signedIn: true,
      answer: page([comment({ myVote: "down" })]),
    });
    const item = await article("Comentario de Luis Gómez");
    expect(
      within(item).getByRole("button", { name: "Votar en contra" }).getAttribute("aria-pressed"),
    ).toBe("true");
    test.api.on("POST", "/comments/c_1/upvote", failure(503, "SERVICE_UNAVAILABLE"));
    fireEvent.click(within(item).getByRole("button", { name: "Votar a favor" }));
    expect(
      await within(item).findByText("No pudimos registrar tu voto. Inténtalo de nuevo."),
    ).toBeTruthy();
    expect(within(item).getByText("2 puntos")).toBeTruthy();
  });
});

describe("Comments: one's own comments", () => {
  it("offers Edit and Delete on the reader's own comments only (en)", async () => {
    await setup("en", { signedIn: true, answer: page([NEWEST, MINE]) });
    const mine = await article("Comment by Ana Pérez");
    expect(within(mine).getByText("You")).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Delete" })).toBeTruthy();
    const theirs = screen.getByRole("article", { name: "Comment by Luis Gómez" });
    expect(within(theirs).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(theirs).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(theirs).queryByText("You")).toBeNull();
  });

  it("lets an admin delete anyone's comment but edit only their own (es)", async () => {
    await setup("es", { admin: true, answer: page([NEWEST]) });
    const theirs = await article("Comentario de Luis Gómez");
    expect(within(theirs).getByRole("button", { name: "Eliminar" })).toBeTruthy();
    expect(within(theirs).queryByRole("button", { name: "Editar" })).toBeNull();
  });

  it("edits inline: Escape cancels, Save sends and returns the focus to Edit (es)", async () => {
    const test = await setup("es", { signedIn: true, answer: page([NEWEST, MINE]) });
    const mine = await article("Comentario de Ana Pérez");
    const edit = within(mine).getByRole("button", { name: "Editar" });
    fireEvent.click(edit);
    const field = within(mine).getByRole("textbox", { name: "Edita tu comentario" });
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLTextAreaElement).value).toBe("Mi primera opinión.");
    typeInto(field, "Cambio de idea");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(within(mine).queryByRole("textbox")).toBeNull();
    expect(within(mine).getByText("Mi primera opinión.")).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(mine).getByRole("button", { name: "Editar" })),
    );

    test.api.on(
      "PATCH",
      "/comments/c_3",
      success({ comment: { ...MINE, content: "Cambio de idea", edited: true } }),
    );
    fireEvent.click(within(mine).getByRole("button", { name: "Editar" }));
    typeInto(
      within(mine).getByRole("textbox", { name: "Edita tu comentario" }),
      " Cambio de idea ",
    );
    fireEvent.click(within(mine).getByRole("button", { name: "Guardar" }));
    expect(await within(mine).findByText("Cambio de idea")).toBeTruthy();
    expect(test.api.calls("PATCH", "/comments/c_3")[0]?.body).toEqual({
      content: "Cambio de idea",
    });
    expect(within(mine).getByText("(editado)")).toBeTruthy();
    expect(await screen.findByText("Actualizamos tu comentario.")).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(mine).getByRole("button", { name: "Editar" })),
    );
  });

  it("keeps the edit open with the server's refusal when saving fails (en)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup("en", { signedIn: true, answer: page([MINE]) });
    const mine = await article("Comment by Ana Pérez");
    test.api.on("PATCH", "/comments/c_3", failure(403, "FORBIDDEN"));
    fireEvent.click(within(mine).getByRole("button", { name: "Edit" }));
    typeInto(within(mine).getByRole("textbox", { name: "Edit your comment" }), "New words");
    fireEvent.click(within(mine).getByRole("button", { name: "Save" }));
    expect(await within(mine).findByText("You do not have permission to do this.")).toBeTruthy();
    expect(within(mine).getByRole("textbox", { name: "Edit your comment" })).toBeTruthy();
    typeInto(within(mine).getByRole("textbox", { name: "Edit your comment" }), "");
    expect((within(mine).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("deletes after a confirmation, announces it and focuses the next comment (en)", async () => {
    const test = await setup("en", { signedIn: true, answer: page([MINE, NEWEST]) });
    const mine = await article("Comment by Ana Pérez");
    fireEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    const confirm = within(mine).getByRole("group", {
      name: "Delete this comment? This can't be undone.",
    });
    const keep = within(confirm).getByRole("button", { name: "Cancel" });
    await vi.waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(mine).getByRole("button", { name: "Delete" })),
    );
    expect(test.api.calls("DELETE", "/comments/c_3")).toHaveLength(0);

    test.api.on("DELETE", "/comments/c_3", success(null));
    fireEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole("article", { name: "Comment by Ana Pérez" })).toBeNull(),
    );
    expect(test.api.calls("DELETE", "/comments/c_3")).toHaveLength(1);
    expect(screen.getByText("Comment deleted.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Comments (1)" })).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("article", { name: "Comment by Luis Gómez" }),
      ),
    );
  });

  it("says when a deletion fails and keeps the comment; the last one gone leaves the invitation (es)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = await setup("es", { signedIn: true, answer: page([MINE]) });
    const mine = await article("Comentario de Ana Pérez");
    test.api.on("DELETE", "/comments/c_3", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(within(mine).getByRole("button", { name: "Eliminar" }));
    fireEvent.click(within(mine).getByRole("button", { name: "Sí, eliminar" }));
    expect(
      await within(mine).findByText("No pudimos eliminar este comentario. Inténtalo de nuevo."),
    ).toBeTruthy();

    test.api.on("DELETE", "/comments/c_3", success(null));
    fireEvent.click(within(mine).getByRole("button", { name: "Sí, eliminar" }));
    expect(
      await screen.findByText("Todavía no hay comentarios. ¡Escribe el primero!"),
    ).toBeTruthy();
    expect(screen.getByText("Comentario eliminado.")).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Comentarios (0)" })),
    );
  });
});

describe("Comments: session changes", () => {
  it("reloads the comments with the reader's votes after signing in (en)", async () => {
    const test = await setup("en");
    await article("Comment by Luis Gómez");
    expect(screen.queryByRole("button", { name: "Upvote" })).toBeNull();
    test.api.on("GET", LIST, page([comment({ myVote: "up" })]));
    test.api.on("GET", "/auth/session", success({ user: sampleUser() }));
    await act(() => test.pulso.session.refresh());
    const up = await screen.findByRole("button", { name: "Upvote" });
    await vi.waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("true"));
    expect(screen.getByRole("textbox", { name: "Add a comment" })).toBeTruthy();
  });
});
