import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimePublisher } from "../context";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { notifyUsers, type NewNotification, type NotificationTopic } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const silent: RealtimePublisher = {
  toPoll: () => undefined,
  toUser: () => undefined,
  sessionsRevoked: () => undefined,
};

/** A notification for `userId` numbered `n`, in both languages. */
function numbered(userId: string, n: number, topic: NotificationTopic = "always"): NewNotification {
  return {
    userId,
    type: n % 2 === 0 ? "success" : "info",
    topic,
    es: { title: `Aviso ${n}`, message: `Mensaje ${n}`, actionLabel: "Ver mercado" },
    en: { title: `Notice ${n}`, message: `Message ${n}`, actionLabel: "View market" },
    actionUrl: `/market/m${n}`,
    metadata: { n },
  };
}

async function notify(userId: string, count: number, topic: NotificationTopic = "always") {
  for (let n = 1; n <= count; n += 1) {
    await notifyUsers(server.db, silent, [numbered(userId, n, topic)]);
  }
}

const storedFor = async (userId: string) =>
  (
    await server.db.query<{ id: string; read: boolean }>(
      "SELECT id, read_at IS NOT NULL AS read FROM notifications WHERE user_id = $1 ORDER BY created_at",
      [userId],
    )
  ).rows;

describe("the notification list", () => {
  it("lists newest first, 50 a page by default, with the unread count and pagination", async () => {
    const user = await server.signup();
    await notify(user.userId, 55);
    const first = await user.api.listNotifications();
    expect(first.notifications).toHaveLength(50);
    expect(first.notifications[0]?.title).toBe("Aviso 55");
    expect(first.notifications[49]?.title).toBe("Aviso 6");
    expect(first.unreadCount).toBe(55);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 50,
      total: 55,
      totalPages: 2,
      hasMore: true,
    });
    const second = await user.api.listNotifications({ page: 2 });
    expect(second.notifications.map((notification) => notification.title)).toEqual([
      "Aviso 5",
      "Aviso 4",
      "Aviso 3",
      "Aviso 2",
      "Aviso 1",
    ]);
    expect(await user.api.getUnreadCount()).toBe(55);
  });

  it("keeps creation order for notifications made in one transaction (same instant)", async () => {
    const user = await server.signup();
    await server.db.transaction((tx) =>
      notifyUsers(
        tx,
        silent,
        [1, 2, 3, 4].map((n) => numbered(user.userId, n)),
      ),
    );
    const list = await user.api.listNotifications();
    expect(list.notifications.map((notification) => notification.title)).toEqual([
      "Aviso 4",
      "Aviso 3",
      "Aviso 2",
      "Aviso 1",
    ]);
  });

  it("shows texts in the request's language, with both kept in metadata.translations", async () => {
    const user = await server.signup();
    await notify(user.userId, 2);
    const spanish = await server.client(user.token, "es").listNotifications();
    expect(spanish.notifications[0]).toMatchObject({
      type: "success",
      title: "Aviso 2",
      message: "Mensaje 2",
      actionLabel: "Ver mercado",
      actionUrl: "/market/m2",
      read: false,
    });
    const english = await server.client(user.token, "en").listNotifications();
    expect(english.notifications[0]).toMatchObject({
      title: "Notice 2",
      message: "Message 2",
      actionLabel: "View market",
      metadata: {
        n: 2,
        translations: {
          es: { title: "Aviso 2", message: "Mensaje 2", actionLabel: "Ver mercado" },
          en: { title: "Notice 2", message: "Message 2", actionLabel: "View market" },
        },
      },
    });
    // With no language asked for, the user's own preference (Spanish by default) applies.
    expect((await user.api.listNotifications()).notifications[1]?.title).toBe("Aviso 1");
  });

  it("filters by unread, and keeps the total unread count", async () => {
    const user = await server.signup();
    await notify(user.userId, 3);
    const [newest] = (await user.api.listNotifications()).notifications;
    await user.api.markNotificationRead(newest?._id ?? "");
    const unread = await user.api.listNotifications({ unread: true });
    expect(unread.notifications.map((notification) => notification.title)).toEqual([
      "Aviso 2",
      "Aviso 1",
    ]);
    expect(unread.unreadCount).toBe(2);
    expect(unread.pagination.total).toBe(2);
    const read = await user.api.listNotifications({ unread: false });
    expect(read.notifications.map((notification) => notification.title)).toEqual(["Aviso 3"]);
    expect(read.unreadCount).toBe(2);
  });

  it("refuses bad paging and signed-out readers", async () => {
    const user = await server.signup();
    for (const query of [{ page: 0 }, { limit: 500 }, { unread: "maybe" }, { sort: "old" }]) {
      const failure = await failureOf(
        user.api.listNotifications(query as unknown as { page: number }),
      );
      expect(failure).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
    expect((await failureOf(server.client().listNotifications())).status).toBe(401);
    expect((await failureOf(server.client().getUnreadCount())).status).toBe(401);
    expect((await failureOf(server.client().markAllNotificationsRead())).status).toBe(401);
    expect((await failureOf(server.client().clearNotifications())).status).toBe(401);
  });
});

describe("reading and removing", () => {
  it("marks one read (idempotently) and all read, reporting how many changed", async () => {
    const user = await server.signup();
    await notify(user.userId, 4);
    const list = await user.api.listNotifications();
    const target = list.notifications[2];
    const marked = await user.api.markNotificationRead(target?._id ?? "");
    expect(marked).toMatchObject({ _id: target?._id, read: true, title: "Aviso 2" });
    expect((await user.api.markNotificationRead(target?._id ?? "")).read).toBe(true);
    expect(await user.api.getUnreadCount()).toBe(3);

    expect(await user.api.markAllNotificationsRead()).toBe(3);
    expect(await user.api.markAllNotificationsRead()).toBe(0);
    expect(await user.api.getUnreadCount()).toBe(0);
    expect((await storedFor(user.userId)).every((row) => row.read)).toBe(true);
  });

  it("removes one and clears all, reporting how many were removed", async () => {
    const user = await server.signup();
    await notify(user.userId, 3);
    const [newest] = (await user.api.listNotifications()).notifications;
    await user.api.deleteNotification(newest?._id ?? "");
    expect((await failureOf(user.api.deleteNotification(newest?._id ?? ""))).status).toBe(404);
    expect(await storedFor(user.userId)).toHaveLength(2);
    expect(await user.api.clearNotifications()).toBe(2);
    expect(await user.api.clearNotifications()).toBe(0);
    const empty = await user.api.listNotifications();
    expect(empty).toMatchObject({ notifications: [], unreadCount: 0 });
    expect(empty.pagination).toMatchObject({ total: 0, totalPages: 0, hasMore: false });
  });

  it("never touches another user's notifications: 404 and unchanged", async () => {
    const owner = await server.signup();
    const intruder = await server.signup();
    await notify(owner.userId, 2);
    await notify(intruder.userId, 1);
    const [target] = (await owner.api.listNotifications()).notifications;
    const id = target?._id ?? "";

    const read = await failureOf(intruder.api.markNotificationRead(id));
    expect(read).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await failureOf(intruder.api.deleteNotification(id))).status).toBe(404);
    expect((await intruder.api.listNotifications()).notifications).toHaveLength(1);
    expect(await intruder.api.markAllNotificationsRead()).toBe(1);
    expect(await intruder.api.clearNotifications()).toBe(1);

    expect(await storedFor(owner.userId)).toEqual([
      expect.objectContaining({ read: false }),
      expect.objectContaining({ read: false }),
    ]);
    expect(await owner.api.getUnreadCount()).toBe(2);
    expect((await failureOf(owner.api.markNotificationRead("x".repeat(65)))).status).toBe(400);
  });
});

describe("notification settings", () => {
  it("sends nothing of a topic the user switched off, and everything else", async () => {
    const user = await server.signup();
    await user.api.updateNotificationSettings({ marketResolved: false });
    await notifyUsers(server.db, silent, [
      numbered(user.userId, 1, "marketResolved"),
      numbered(user.userId, 2, "payouts"),
      numbered(user.userId, 3, "always"),
    ]);
    const list = await user.api.listNotifications();
    expect(list.notifications.map((notification) => notification.title)).toEqual([
      "Aviso 3",
      "Aviso 2",
    ]);
    await user.api.updateNotificationSettings({ marketResolved: true });
    await notifyUsers(server.db, silent, [numbered(user.userId, 4, "marketResolved")]);
    expect(await user.api.getUnreadCount()).toBe(3);
  });
});
