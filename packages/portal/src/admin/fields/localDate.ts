/**
 * Dates typed as text in the page's language, because a browser's own date input shows the
 * browser's locale ("mm/dd/yyyy" inside a Spanish page). Spanish reads day/month/year, English
 * month/day/year; both take ISO (2026-11-01) too, a 24-hour time after a space, and `/`, `-` or
 * `.` between the numbers. Values go in and out as a date input's would: "YYYY-MM-DD" or
 * "YYYY-MM-DDTHH:mm" (local time).
 */

/** What a field holds while its text is not a date: never parsed as one by `new Date`. */
export const INVALID_LOCAL_DATE = "invalid-date";

const pad = (value: number, size = 2) => String(value).padStart(size, "0");

function exists(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The canonical value of a typed date (`withTime`: a time is required), "" for blank text, or
 * {@link INVALID_LOCAL_DATE}.
 */
export function parseLocalDate(text: string, lang: string, withTime: boolean): string {
  const trimmed = text.trim();
  if (!trimmed) return "";
  const match =
    /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T]+(\d{1,2}):(\d{2}))?$/.exec(trimmed) ?? null;
  if (!match) return INVALID_LOCAL_DATE;
  const [, first = "", second = "", third = "", hours, minutes] = match;
  let year: number;
  let month: number;
  let day: number;
  if (first.length === 4) {
    [year, month, day] = [Number(first), Number(second), Number(third)];
  } else if (third.length === 4) {
    year = Number(third);
    [day, month] =
      lang === "en" ? [Number(second), Number(first)] : [Number(first), Number(second)];
  } else {
    return INVALID_LOCAL_DATE;
  }
  if (!exists(year, month, day)) return INVALID_LOCAL_DATE;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (!withTime) return hours === undefined ? date : INVALID_LOCAL_DATE;
  if (hours === undefined || minutes === undefined) return INVALID_LOCAL_DATE;
  if (Number(hours) > 23 || Number(minutes) > 59) return INVALID_LOCAL_DATE;
  return `${date}T${pad(Number(hours))}:${minutes}`;
}

/** A canonical value as the page's language writes it ("" for anything else). */
export function formatLocalDate(value: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return "";
  const [, year, month, day, hours, minutes] = match;
  const date = lang === "en" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  return hours === undefined ? date : `${date} ${hours}:${minutes}`;
}
