import {
  checkImage,
  profileNamesSchema,
  updateMeBodySchema,
  validate,
  type FieldIssue,
  type UpdateMeBody,
  type User,
} from "@pulso/core";

/** The account settings form's values, as its inputs hold them (spec §3 profile fields). */
export interface ProfileFormValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  displayName: string;
  dateOfBirth: string;
  /** One of core's GENDERS, or "" for not set. */
  gender: string;
  /** The file input's own value (its file is kept beside the values). */
  photo: string;
  country: string;
  state: string;
  city: string;
  cellPhone: string;
  facebookUrl: string;
  instagramUrl: string;
  whatsappNumber: string;
}

/** The profile fields the form edits, in the order they are sent. */
const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "displayName",
  "dateOfBirth",
  "gender",
  "country",
  "state",
  "city",
  "cellPhone",
  "facebookUrl",
  "instagramUrl",
  "whatsappNumber",
] as const;

/** The form's starting values: the user's saved profile, empty where nothing is saved. */
export function profileFormValues(user: User): ProfileFormValues {
  const values = { photo: "" } as ProfileFormValues;
  for (const field of PROFILE_FIELDS) values[field] = user[field] ?? "";
  return values;
}

/**
 * Checks the form with core's rules: first and last name required (spec §5), then every field as
 * PATCH /users/updateMe accepts it, and the photo as an image of at most 5 MB. An empty input
 * means "none" (null). A display name also becomes the account's `name`, the one the header,
 * comments and leaderboard show.
 */
export function checkProfile(
  values: ProfileFormValues,
  photo: File | null,
): { ok: true; body: UpdateMeBody } | { ok: false; issues: FieldIssue[] } {
  const input: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    input[field] = value === "" ? null : value;
  }
  if (input.displayName) input.name = input.displayName;

  const names = validate(profileNamesSchema, {
    firstName: values.firstName,
    lastName: values.lastName,
  });
  const body = validate(updateMeBodySchema, input);
  const issues: FieldIssue[] = [
    ...(names.ok ? [] : names.issues),
    ...(body.ok
      ? []
      : body.issues.map((issue) =>
          issue.path === "name" ? { ...issue, path: "displayName" } : issue,
        )),
  ];
  const photoCode = photo ? checkImage(photo) : null;
  if (photoCode) issues.push({ path: "photo", code: photoCode });
  if (issues.length > 0 || !body.ok) return { ok: false, issues };
  return { ok: true, body: body.value };
}

/**
 * The body to send beside a photo. Multipart carries text only, so the api-client sends a null as
 * "", which clears a text field but which the date, gender and phone rules refuse; those nulls
 * are left out (the field keeps its saved value) rather than fail the whole save.
 */
export function multipartProfileBody(body: UpdateMeBody): UpdateMeBody {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null && !updateMeBodySchema.safeParse({ [key]: "" }).success) continue;
    kept[key] = value;
  }
  return kept as UpdateMeBody;
}
