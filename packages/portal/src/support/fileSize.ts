import type { PortalTranslator } from "../i18n/usePortalT";

const KB = 1024;
const MB = KB * 1024;

/** A file's size as a reader reads it: `820 B`, `14 KB`, `2.4 MB` (in the current language). */
export function formatFileSize(
  bytes: number,
  { formatNumber }: Pick<PortalTranslator, "formatNumber">,
) {
  if (bytes >= MB) return `${formatNumber(bytes / MB, 1)} MB`;
  if (bytes >= KB) return `${formatNumber(bytes / KB, 0)} KB`;
  return `${formatNumber(bytes, 0)} B`;
}
