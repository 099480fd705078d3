import { centsToDollars, type Language, type User } from "@pulso/core";

/** The columns of a user row the API shows. */
export const USER_COLUMNS = `id, name, email, role, balance_cents, language, first_name, last_name, display_name,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, gender, verification_photo_url, country, state, city,
  cell_phone, facebook_url, instagram_url, whatsapp_number, email_verified_at IS NOT NULL AS email_verified,
  created_at`;

/** A user row as selected with USER_COLUMNS. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: "user" | "admin";
  balance_cents: number;
  language: Language;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  date_of_birth: string | null;
  gender: User["gender"];
  verification_photo_url: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  cell_phone: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  whatsapp_number: string | null;
  email_verified: boolean;
  created_at: Date;
}

/** Whole years between a birth date and now. */
function ageFrom(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day))
    age -= 1;
  return age;
}

/** A user row as the API's User (spec §3): balance in dollars. */
export function toUser(row: UserRow, now: Date = new Date()): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    balance: centsToDollars(row.balance_cents),
    language: row.language,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    dateOfBirth: row.date_of_birth,
    age: ageFrom(row.date_of_birth, now),
    gender: row.gender,
    verificationPhotoUrl: row.verification_photo_url,
    country: row.country,
    state: row.state,
    city: row.city,
    cellPhone: row.cell_phone,
    facebookUrl: row.facebook_url,
    instagramUrl: row.instagram_url,
    whatsappNumber: row.whatsapp_number,
    createdAt: row.created_at.toISOString(),
  };
}
