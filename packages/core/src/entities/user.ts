import { z } from "zod";
import { idSchema, isoDateSchema, isoDateTimeSchema, languageSchema } from "./common";

/** The two roles (spec §1). */
export const USER_ROLES = ["user", "admin"] as const;
/** A user's role. */
export type UserRole = (typeof USER_ROLES)[number];

/** Gender choices of the profile (spec §3). */
export const GENDERS = ["male", "female", "other", "prefer_not_to_say"] as const;
/** A profile gender choice. */
export type Gender = (typeof GENDERS)[number];

/** The profile fields a user edits in account settings (spec §3 "Other profile fields"). */
export const userProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** URL of the uploaded photo used for identity verification. */
  verificationPhotoUrl: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  cellPhone: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
});
/** Editable profile fields. */
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A signed-in user as the API returns it (spec §3 "User"). `balance` is in dollars. */
export const userSchema = userProfileSchema.extend({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  balance: z.number(),
  language: languageSchema,
  /** Whether the user opened the e-mail verification link (DESIGN §5: needed to withdraw). */
  emailVerified: z.boolean(),
  createdAt: isoDateTimeSchema,
});
/** A user account. */
export type User = z.infer<typeof userSchema>;

/** What other readers may see of a user (comments, leaderboard). */
export const publicUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
});
/** A user as others see them. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A user's choices of which notifications they receive (the notification settings page). */
export const notificationSettingsSchema = z.object({
  marketResolved: z.boolean(),
  payouts: z.boolean(),
  balanceChanges: z.boolean(),
  tickets: z.boolean(),
  suggestions: z.boolean(),
  marketing: z.boolean(),
  email: z.boolean(),
});
/** Notification preferences. */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
