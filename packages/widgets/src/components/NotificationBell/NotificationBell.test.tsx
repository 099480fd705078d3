import type { Notification } from "@pulso/core";
import { sampleNotification, sampleUser } from "@pulso/core/testing";
import { pulsoKeys } from "@pulso/sdk";
import { failure, held, success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { NotificationBell, type NotificationBellProps } from "./NotificationBell";

afterEach(cleanup);

const NOW = Date.parse("2026-11-21T10:00:00.000Z");

function page(notifications: Notification[], unreadCount?: number) {
  return {
    notifications,
    unreadCount: unreadCount ?? notifications.filter((item) => !item.read).length,
    pagination: {
      page: 1,
      limit: 50,
      total: notifications.length,
      totalPages: 1,
      hasMore: false,
    },
  };
}

const TWO = [
  sampleNotification(),
  sampleNotification({
    _id: "n_2",
    type: "info",
    title: "Deposit received",
    message: "Your deposit is confirmed.",
    read: true,
    actionUrl: "https://example.com/receipt",
    actionLabel: "Receipt",
    metadata: {},
  }),
];

function renderBell(
  lang: "es" | "en",
  answer: Parameters<FakeApi["on"]>[2] = success(page(TWO)),
  props: Partial<NotificationBellProps> = {},
) {
  const test = createTestPulso(lang);
  test.pulso.queryClient.setQueryDefaults(pulsoKeys.notifications, { retry: false });
  test.pulso.queryClient.setQueryData(pulsoKeys.currentUser, sampleUser());
  test.api.on("GET", "/notifications", answer);
  render(
    <PulsoProvider pulso={test.pulso}>
      <NotificationBell now={() => NOW} {...props} />
    </PulsoProvider>,
  );
  return test;
}

async function openPanel(name: RegExp) {
  const bell = await screen.findByRole("button", { name });
  fireEvent.click(bell);
  return screen.getByRole("dialog");
}

describe("NotificationBell", () => {
  it("shows the unread count, capped at 99+", async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      sampleNotification({ _id: `n_${index}` }),
    );
    renderBell("en", success(page(many, 120)));
    const bell = await screen.findByRole("button", { name: "Notifications, 120 unread" });
    expect(bell.textContent).toBe("99+");
    cleanup();
    renderBell("es", success(page(TWO)));
    expect(
      (await screen.findByRole("button", { name: "Notificaciones, 1 sin leer" })).textContent,
    ).toBe("1");
  });

  it("opens a panel that traps focus, closes on Escape and returns focus to the bell", async () => {
    renderBell("en");
    const bell = await screen.findByRole("button", { name: /unread/ });
    fireEvent.click(bell);
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    await vi.waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it("lists the notifications in the reader's language, with relative times", async () => {
    renderBell("es");
    const panel = await openPanel(/sin leer/);
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("¡Mercado resuelto!");
    expect(items[0]?.textContent).toContain("hace 2 horas");
    expect(within(panel).getByRole("img", { name: "Sin leer" })).toBeTruthy();
  });

  it("marks one read, removes one, marks all read and clears all through the api", async () => {
    const { api } = renderBell(
      "en",
      success(page([...TWO, sampleNotification({ _id: "n_3", title: "Third", metadata: {} })])),
    );
    const panel = await openPanel(/2 unread/);
    api.on(
      "PATCH",
      "/notifications/n_1/read",
      success({ notification: { ...TWO[0], read: true } }),
    );
    fireEvent.click(within(panel).getByRole("button", { name: "Mark as read: Market Resolved!" }));
    await vi.waitFor(() =>
      expect(document.querySelector(".pulso-nb__button")?.getAttribute("aria-label")).toBe(
        "Notifications, 1 unread",
      ),
    );
    api.on("DELETE", "/notifications/n_2", success(null));
    fireEvent.click(within(panel).getByRole("button", { name: "Remove: Deposit received" }));
    await vi.waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(2));
    api.on("PATCH", "/notifications/mark-all-read", success({ count: 1 }));
    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    expect(await within(panel).findByText("All caught up!")).toBeTruthy();
    expect(document.querySelector(".pulso-nb__button")?.textContent).toBe("");
    api.on("DELETE", "/notifications/clear-all", success({ count: 2 }));
    fireEvent.click(within(panel).getByRole("button", { name: "Clear all" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Yes, clear all" }));
    expect(await within(panel).findByText("No notifications yet")).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole("heading"));
    expect(api.calls("PATCH", "/notifications/n_1/read")).toHaveLength(1);
    expect(api.calls("DELETE", "/notifications/n_2")).toHaveLength(1);
  });

  it("asks before clearing all, and clears nothing when the reader says no (both languages)", async () => {
    const { api } = renderBell("es");
    const panel = await openPanel(/sin leer/);
    api.on("DELETE", "/notifications/clear-all", success({ count: 2 }));
    fireEvent.click(within(panel).getByRole("button", { name: "Borrar todas" }));
    const question = within(panel).getByRole("group", {
      name: "¿Borrar las 2 notificaciones? No se puede deshacer.",
    });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(question).getByRole("button", { name: "Cancelar" }),
      ),
    );
    fireEvent.click(within(question).getByRole("button", { name: "Cancelar" }));
    expect(within(panel).queryByRole("group")).toBeNull();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(2);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole("button", { name: "Borrar todas" }),
      ),
    );
    // Escape answers "no" too, and leaves the panel open.
    fireEvent.click(within(panel).getByRole("button", { name: "Borrar todas" }));
    fireEvent.keyDown(within(panel).getByRole("button", { name: "Cancelar" }), { key: "Escape" });
    expect(screen.getByRole("dialog")).toBe(panel);
    expect(within(panel).queryByRole("group")).toBeNull();
    expect(api.calls("DELETE", "/notifications/clear-all")).toHaveLength(0);
    cleanup();

    const en = renderBell("en");
    const enPanel = await openPanel(/unread/);
    en.api.on("DELETE", "/notifications/clear-all", success({ count: 2 }));
    fireEvent.click(within(enPanel).getByRole("button", { name: "Clear all" }));
    const enQuestion = within(enPanel).getByRole("group", {
      name: "Delete all 2 notifications? This cannot be undone.",
    });
    fireEvent.click(within(enQuestion).getByRole("button", { name: "Yes, clear all" }));
    expect(await within(enPanel).findByText("No notifications yet")).toBeTruthy();
    expect(en.api.calls("DELETE", "/notifications/clear-all")).toHaveLength(1);
  });

  it("never shows a time in the future: one stamped ahead of the reader's clock reads now", async () => {
    const ahead = sampleNotification({
      _id: "n_ahead",
      createdAt: new Date(NOW + 16_000).toISOString(),
    });
    renderBell("es", success(page([ahead])));
    const panel = await openPanel(/sin leer/);
    const time = within(panel).getByRole("listitem").querySelector("time");
    expect(time?.textContent).toBe("ahora");
    cleanup();
    renderBell("en", success(page([ahead])));
    const enPanel = await openPanel(/unread/);
    expect(within(enPanel).getByRole("listitem").querySelector("time")?.textContent).toBe("now");
  });

  it("says which action failed (spec §8), in both languages", async () => {
    const { api } = renderBell("en");
    const panel = await openPanel(/unread/);
    api.on("PATCH", "/notifications/n_1/read", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(within(panel).getByRole("button", { name: /^Mark as read/ }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Failed to mark notification as read",
    );
    api.on("DELETE", "/notifications/n_1", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(within(panel).getByRole("button", { name: "Remove: Market Resolved!" }));
    await vi.waitFor(() =>
      expect(within(panel).getByRole("alert").textContent).toBe("Failed to delete notification"),
    );
    api.on("PATCH", "/notifications/mark-all-read", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    await vi.waitFor(() =>
      expect(within(panel).getByRole("alert").textContent).toBe(
        "Failed to mark all notifications as read",
      ),
    );
    cleanup();
    const es = renderBell("es");
    const esPanel = await openPanel(/sin leer/);
    es.api.on("PATCH", "/notifications/mark-all-read", failure(500, "INTERNAL_ERROR"));
    fireEvent.click(within(esPanel).getByRole("button", { name: "Marcar todas como leídas" }));
    expect((await within(esPanel).findByRole("alert")).textContent).toBe(
      "No se pudieron marcar todas las notificaciones como leídas",
    );
  });

  it("shows loading, then the load failure, and the empty state", async () => {
    const answer = held(failure(500, "INTERNAL_ERROR"));
    renderBell("en", answer.handler);
    const panel = await openPanel(/^Notifications$/);
    expect(within(panel).getByRole("status").textContent).toBe("Loading notifications…");
    answer.answer();
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Failed to load notifications",
    );
    cleanup();
    renderBell("es", success(page([])));
    const empty = await openPanel(/^Notificaciones$/);
    expect(
      (await within(empty).findByText("Aún no tienes notificaciones")).textContent,
    ).toBeTruthy();
  });

  it("navigates internally with /polls/ rewritten to /market/, and opens external links in a new tab", async () => {
    const onNavigate = vi.fn();
    renderBell("en", success(page(TWO)), { onNavigate });
    const panel = await openPanel(/unread/);
    const external = within(panel).getByRole("link", { name: /Receipt/ });
    expect(external.getAttribute("href")).toBe("https://example.com/receipt");
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toContain("noopener");
    fireEvent.click(within(panel).getByRole("button", { name: "View" }));
    expect(onNavigate).toHaveBeenCalledWith("/market/m_1");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it('takes a deposit notice\'s "Ver panel" to the dashboard at /account', async () => {
    const onNavigate = vi.fn();
    const deposit = sampleNotification({
      _id: "n_dep",
      title: "Depósito exitoso",
      actionUrl: "/dashboard",
      actionLabel: "Ver panel",
      metadata: {},
    });
    renderBell("es", success(page([deposit])), { onNavigate });
    const panel = await openPanel(/sin leer/);
    fireEvent.click(within(panel).getByRole("button", { name: "Ver panel" }));
    expect(onNavigate).toHaveBeenCalledWith("/account");
  });

  it("refreshes the list when a notification arrives on the socket", async () => {
    const { pulso, api, sockets } = renderBell("en");
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await act(() => pulso.start());
    await vi.waitFor(() => sockets.latest());
    act(() => sockets.latest().open());
    api.on("GET", "/notifications", success(page([sampleNotification({ _id: "n_9" }), ...TWO])));
    act(() =>
      sockets.latest().receive({
        event: "notification_received",
        userId: "u_1",
        notification: { _id: "n_9", title: "Market Resolved!", message: "Hi", type: "success" },
      }),
    );
    await act(() => pulso.invalidation.flush());
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy(),
    );
    pulso.stop();
  });

  it("renders nothing signed out, or a sign-in hint when asked", async () => {
    const test = createTestPulso("en");
    test.api.on("GET", "/auth/session", success({ user: null }));
    await act(() => test.pulso.session.refresh());
    const { container } = render(
      <PulsoProvider pulso={test.pulso}>
        <NotificationBell />
        <NotificationBell signedOutHint />
      </PulsoProvider>,
    );
    expect(container.querySelectorAll(".pulso-nb")).toHaveLength(1);
    expect(screen.getByText("Log in to see your notifications.")).toBeTruthy();
  });
});
