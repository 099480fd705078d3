import { useState } from "react";
import { FormField } from "../../auth/FormField";
import { usePortalT } from "../../i18n/usePortalT";
import { formatLocalDate, parseLocalDate } from "./localDate";

/** Props of {@link LocalDateField}. */
export interface LocalDateFieldProps {
  label: string;
  name?: string;
  /** "YYYY-MM-DD", or "YYYY-MM-DDTHH:mm" with `withTime` (a date input's value), or "". */
  value: string;
  /** Called with the canonical value, "" when blank, or "invalid-date" while it is not a date. */
  onValueChange(value: string): void;
  withTime?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date (and time) field written in the page's language, "dd/mm/aaaa hh:mm" in Spanish and
 * "mm/dd/yyyy hh:mm" in English, its format said in the hint: the browser's own date input would
 * show the browser's locale instead of the page's.
 */
export function LocalDateField({
  label,
  name,
  value,
  onValueChange,
  withTime = false,
  hint,
  error,
  required,
  disabled,
}: LocalDateFieldProps) {
  const { t, lang } = usePortalT();
  const [text, setText] = useState(() => formatLocalDate(value, lang));
  // A value set from outside (a suggestion copied in, a reset, another language) is shown anew.
  const [shown, setShown] = useState({ value, lang });
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    if (parseLocalDate(text, lang, withTime) !== value) setText(formatLocalDate(value, lang));
  }
  const format = t(withTime ? "dateField.dateTimeFormat" : "dateField.dateFormat");
  return (
    <FormField
      label={label}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={format}
      value={text}
      required={required}
      disabled={disabled}
      hint={[t("dateField.hint", { format }), hint].filter(Boolean).join(" ")}
      error={error}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseLocalDate(next, lang, withTime);
        setShown({ value: parsed, lang });
        onValueChange(parsed);
      }}
    />
  );
}
