import { z } from "zod";
import { idSchema, isoDateTimeSchema, translationsSchema } from "./common";

/** Notification types (spec §3); anything else is shown as informational. */
export const NOTIFICATION_TYPES = ["success", "error", "warning", "info"] as const;
/** A notification's type. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Texts of a notification in one language. */
export const notificationTranslationsSchema = translationsSchema({
  title: z.string(),
  message: z.string(),
  actionLabel: z.string().optional(),
});

/** A notification (spec §3 "Notification"). */
export const notificationSchema = z.object({
  _id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
  actionUrl: z.string().nullable(),
  actionLabel: z.string().nullable(),
  metadata: z
    .object({ translations: notificationTranslationsSchema.optional() })
    .catchall(z.unknown()),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;
