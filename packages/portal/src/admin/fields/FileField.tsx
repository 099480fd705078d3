import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { FieldFrame, useFieldIds } from "../../auth/FieldControls";
import { usePortalT } from "../../i18n/usePortalT";
import "./fileField.css";

/** Props of {@link FileField}: a file input's own props plus its label, hint and error. */
export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /**
   * What to say was chosen (the picker that keeps its own list passes ""); by default the names
   * of the files last picked.
   */
  chosen?: string;
}

/**
 * A file picker in the page's language: the browser's own button says "Choose File" / "No file
 * chosen" in the browser's language, so it is drawn over (still the real input: click, keyboard
 * and screen readers reach it) by a button and the chosen names in the page's words.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, chosen, className, onChange, ...input },
  ref,
) {
  const { t } = usePortalT();
  const { aria, ...ids } = useFieldIds({ hint, error });
  const [picked, setPicked] = useState("");
  const shown = chosen ?? picked;
  return (
    <FieldFrame {...{ ids, label, hint, error }}>
      <span className={["portal-file", className].filter(Boolean).join(" ")}>
        <input
          ref={ref}
          id={ids.id}
          type="file"
          className="portal-file__input"
          {...aria}
          {...input}
          onChange={(event) => {
            setPicked(Array.from(event.target.files ?? [], (file) => file.name).join(", "));
            onChange?.(event);
          }}
        />
        <span className="portal-button portal-file__button" aria-hidden="true">
          {t(input.multiple ? "fileField.chooseMany" : "fileField.choose")}
        </span>
        <span className="portal-file__chosen" aria-hidden="true">
          {shown || (chosen === "" ? "" : t("fileField.none"))}
        </span>
      </span>
    </FieldFrame>
  );
});
