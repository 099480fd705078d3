/** The first letter of a name, upper-cased, for an avatar ("?" for an empty name). */
export function initial(name: string): string {
  return (name.trim()[0] ?? "?").toLocaleUpperCase();
}
