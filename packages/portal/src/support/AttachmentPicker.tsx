import {
  ATTACHMENT_EXTENSIONS,
  checkAttachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
} from "@pulso/core";
import { useId, useState, type ChangeEvent } from "react";
import { usePortalT } from "../i18n/usePortalT";
import "../admin/fields/fileField.css";
import { formatFileSize } from "./fileSize";

/** The file types the picker offers (the server checks each file's content again). */
const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** Props of {@link AttachmentPicker}. */
export interface AttachmentPickerProps {
  /** The files chosen so far (each already accepted). */
  files: readonly File[];
  /** Called with the new list after files are added or one is removed. */
  onChange(files: File[]): void;
  disabled?: boolean;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The attachments of a ticket or a reply (spec §5): PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF,
 * at most 10 MB each and five per message (core's rules). A refused file never joins the list;
 * its name and reason show under the field. Chosen files are listed, each removable.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const translator = usePortalT();
  const { t, error } = translator;
  const id = useId();
  const [refusals, setRefusals] = useState<string[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Lets the same file be picked again after it was removed.
    event.target.value = "";
    const accepted = [...files];
    const refused: string[] = [];
    for (const file of picked) {
      if (accepted.some((chosen) => sameFile(chosen, file))) continue;
      const code = checkAttachment(file);
      if (code) {
        refused.push(t("support.fileRefused", { name: file.name, reason: error(code) }));
      } else if (accepted.length >= MAX_ATTACHMENTS_PER_MESSAGE) {
        refused.push(
          t("support.fileRefused", {
            name: file.name,
            reason: error("TOO_MANY_ATTACHMENTS", { max: MAX_ATTACHMENTS_PER_MESSAGE }),
          }),
        );
      } else {
        accepted.push(file);
      }
    }
    setRefusals(refused);
    if (accepted.length !== files.length) onChange(accepted);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="portal-field portal-support-files">
      <label htmlFor={id}>{t("support.attachments")}</label>
      {/* The browser's own button would say "Choose File" in the browser's language. */}
      <span className="portal-file">
        <input
          id={id}
          type="file"
          className="portal-file__input"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          onChange={pick}
          aria-invalid={refusals.length > 0 ? true : undefined}
          aria-describedby={refusals.length > 0 ? `${hintId} ${errorId}` : hintId}
        />
        <span className="portal-button portal-file__button" aria-hidden="true">
          {t("fileField.chooseMany")}
        </span>
        <span className="portal-file__chosen" aria-hidden="true">
          {files.length === 0 ? t("fileField.none") : ""}
        </span>
      </span>
      <p id={hintId} className="portal-field__hint">
        {t("support.attachmentsHint", {
          size: formatFileSize(MAX_ATTACHMENT_BYTES, translator),
          max: MAX_ATTACHMENTS_PER_MESSAGE,
        })}
      </p>
      <div id={errorId} aria-live="polite">
        {refusals.map((message) => (
          <p key={message} className="portal-field__error">
            {message}
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul className="portal-support-files__list" aria-label={t("support.chosenFiles")}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span>
                {file.name}{" "}
                <span className="portal-muted">({formatFileSize(file.size, translator)})</span>
              </span>
              <button
                type="button"
                className="portal-button portal-support-files__remove"
                aria-label={t("support.removeFile", { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                {t("support.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
