import type {
  AdminUpdateUserBody,
  CreateWithdrawalBody,
  ListUsersQuery,
  UpdateMeBody,
  UpdateNotificationSettingsBody,
  User,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";
import { withUserPhoto } from "./images";

/** The user calls of spec §7 (profile, admin user management, withdrawals). */
export function userCalls({ call, absolutize }: CallContext) {
  const user = (promise: Promise<{ user: User }>) =>
    promise.then((data) => withUserPhoto(data.user, absolutize));
  const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });
  return {
    /** GET /users/me: the signed-in user. */
    getMe: (options?: CallOptions) => user(call("getMe", options)),
    /**
     * PATCH /users/updateMe: JSON, or multipart when a verification photo is attached (the
     * fields travel as form fields beside the `photo` file).
     */
    updateMe: (body: UpdateMeBody, photo?: Blob, options?: CallOptions) => {
      if (!photo) return user(call("updateMe", { ...options, body }));
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) form.append(key, value === null ? "" : String(value));
      }
      form.append("photo", photo);
      return user(call("updateMe", { ...options, body: form }));
    },
    /** GET /users/me/notification-settings. */
    getNotificationSettings: (options?: CallOptions) =>
      call("getNotificationSettings", options).then((data) => data.settings),
    /** PATCH /users/me/notification-settings. */
    updateNotificationSettings: (body: UpdateNotificationSettingsBody, options?: CallOptions) =>
      call("updateNotificationSettings", { ...options, body }).then((data) => data.settings),
    /** GET /users (admin). */
    listUsers: (query: ListUsersQuery = {}, options?: CallOptions) =>
      call("listUsers", { ...options, query: query as QueryParams }).then((data) => ({
        ...data,
        users: data.users.map((u) => withUserPhoto(u, absolutize)),
      })),
    /** GET /users/:id (admin). */
    getUser: (id: string, options?: CallOptions) => user(call("getUser", byId(id, options))),
    /** PATCH /users/:id (admin). */
    updateUser: (id: string, body: AdminUpdateUserBody, options?: CallOptions) =>
      user(call("updateUser", { ...byId(id, options), body })),
    /** POST /users/:id/withdrawals: requests a crypto withdrawal; the funds are held. */
    createWithdrawal: (userId: string, body: CreateWithdrawalBody, options?: MoneyCallOptions) =>
      call("createWithdrawal", { ...byId(userId, options), body }),
    /** GET /users/:id/withdrawals. */
    listWithdrawals: (userId: string, options?: CallOptions) =>
      call("listWithdrawals", byId(userId, options)).then((data) => data.withdrawals),
  };
}
