import type {
  AdminUpdateUserBody,
  ListUsersQuery,
  NotificationSettings,
  Pagination,
  UpdateMeBody,
  UpdateNotificationSettingsBody,
  User,
  Withdrawal,
  CreateWithdrawalBody,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";
import { withUserPhoto } from "./images";

/** The user calls of spec §7 (profile, admin user management, withdrawals). */
export function userCalls({ transport, absolutize }: CallContext) {
  const user = (promise: Promise<{ user: User }>) =>
    promise.then((data) => withUserPhoto(data.user, absolutize));
  return {
    /** GET /users/me: the signed-in user. */
    getMe: (options?: CallOptions) => user(transport.request("GET", "/users/me", options)),
    /**
     * PATCH /users/updateMe: JSON, or multipart when a verification photo is attached (the
     * fields travel as form fields beside the `photo` file).
     */
    updateMe: (body: UpdateMeBody, photo?: Blob, options?: CallOptions) => {
      if (!photo) return user(transport.request("PATCH", "/users/updateMe", { ...options, body }));
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) form.append(key, value === null ? "" : String(value));
      }
      form.append("photo", photo);
      return user(transport.request("PATCH", "/users/updateMe", { ...options, body: form }));
    },
    /** GET /users/me/notification-settings. */
    getNotificationSettings: (options?: CallOptions) =>
      transport
        .request<{ settings: NotificationSettings }>(
          "GET",
          "/users/me/notification-settings",
          options,
        )
        .then((data) => data.settings),
    /** PATCH /users/me/notification-settings. */
    updateNotificationSettings: (body: UpdateNotificationSettingsBody, options?: CallOptions) =>
      transport
        .request<{ settings: NotificationSettings }>("PATCH", "/users/me/notification-settings", {
          ...options,
          body,
        })
        .then((data) => data.settings),
    /** GET /users (admin). */
    listUsers: (query: ListUsersQuery = {}, options?: CallOptions) =>
      transport
        .request<{ users: User[]; pagination: Pagination }>("GET", "/users", { ...options, query })
        .then((data) => ({ ...data, users: data.users.map((u) => withUserPhoto(u, absolutize)) })),
    /** GET /users/:id (admin). */
    getUser: (id: string, options?: CallOptions) =>
      user(transport.request("GET", buildPath("/users/:id", { id }), options)),
    /** PATCH /users/:id (admin). */
    updateUser: (id: string, body: AdminUpdateUserBody, options?: CallOptions) =>
      user(transport.request("PATCH", buildPath("/users/:id", { id }), { ...options, body })),
    /** POST /users/:id/withdrawals: requests a crypto withdrawal; the funds are held. */
    createWithdrawal: (userId: string, body: CreateWithdrawalBody, options?: MoneyCallOptions) =>
      transport.request<{ withdrawal: Withdrawal; balance?: number }>(
        "POST",
        buildPath("/users/:id/withdrawals", { id: userId }),
        { ...options, body },
      ),
    /** GET /users/:id/withdrawals. */
    listWithdrawals: (userId: string, options?: CallOptions) =>
      transport
        .request<{ withdrawals: Withdrawal[] }>(
          "GET",
          buildPath("/users/:id/withdrawals", { id: userId }),
          options,
        )
        .then((data) => data.withdrawals),
  };
}
