import type { Attachment } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useState, type MouseEvent } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { formatFileSize } from "./fileSize";

/** Hands a downloaded file to the browser under its own name. */
function saveFile(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * One ticket attachment as a download link. A plain click fetches the file through the api-client
 * (`downloadTicketAttachment`, with the session's credentials) and saves it under its name; a
 * modified click (new tab, copy link) keeps the link's own behaviour. A failure says so beside it.
 */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await pulso.api.downloadTicketAttachment(attachment._id), attachment.filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <a
        href={attachment.url}
        download={attachment.filename}
        className="portal-support-download"
        aria-busy={busy || undefined}
        onClick={(event) => void download(event)}
      >
        {t("support.download", {
          name: attachment.filename,
          size: formatFileSize(attachment.size, translator),
        })}
      </a>
      {failed && (
        <span role="alert" className="portal-field__error">
          {t("support.downloadFailed", { name: attachment.filename })}
        </span>
      )}
    </>
  );
}
