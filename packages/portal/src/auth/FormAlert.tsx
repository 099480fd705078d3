/** A form-level message: an error (announced at once) or a confirmation. */
export function FormAlert({
  message,
  tone,
}: {
  message: string | null;
  tone: "error" | "success";
}) {
  if (!message) return null;
  return (
    <p
      className={tone === "error" ? "portal-alert portal-alert--error" : "portal-alert"}
      role={tone === "error" ? "alert" : "status"}
    >
      {message}
    </p>
  );
}
