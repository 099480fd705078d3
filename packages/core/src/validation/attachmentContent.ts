import { MAX_ATTACHMENT_BYTES } from "../constants/business";
import { ATTACHMENT_EXTENSIONS, type AttachmentExtension } from "../entities/ticket";
import type { ErrorCode } from "../errors/codes";

/** What an attachment's bytes really are. */
export type AttachmentKind = "pdf" | "doc" | "docx" | "txt" | "jpeg" | "png" | "gif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
/** "WordDocument" in UTF-16LE: the stream every Word 97–2003 file holds in its directory. */
const WORD_STREAM = [...ascii("WordDocument")].flatMap((code) => [code, 0]);

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  const first = needle[0];
  outer: for (
    let i = bytes.indexOf(first ?? 0, from);
    i !== -1;
    i = bytes.indexOf(first ?? 0, i + 1)
  ) {
    if (i + needle.length > bytes.length) return -1;
    for (let j = 1; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/**
 * The entry names of a ZIP archive, read from its central directory (found through the
 * end-of-central-directory record), or null when the archive is not well formed.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= earliest; i -= 1) {
    if (startsWith(bytes, ZIP_END, i)) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (!startsWith(bytes, ZIP_CENTRAL, at)) return null;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(String.fromCharCode(...bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Whether the bytes are well-formed UTF-8 text without NUL or other binary control bytes. */
function isPlainText(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    if (byte < 0x80) {
      // Tab, line feed, form feed and carriage return are text; other C0 controls are not.
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
        return false;
      }
      if (byte === 0x7f) return false;
      i += 1;
      continue;
    }
    const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 ? 2 : 0;
    if (length === 0 || (length === 3 && byte > 0xef) || i + length > bytes.length) return false;
    for (let k = 1; k < length; k += 1) {
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return false;
    }
    const second = bytes[i + 1] ?? 0;
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF.
    if (byte === 0xe0 && second < 0xa0) return false;
    if (byte === 0xed && second > 0x9f) return false;
    if (byte === 0xf0 && second < 0x90) return false;
    if (byte === 0xf4 && second > 0x8f) return false;
    i += length;
  }
  return true;
}

/**
 * What an attachment really is, judged by its bytes alone (magic numbers, the ZIP directory of a
 * DOCX, the Word stream of a DOC, UTF-8 validity of text), or null when it is none of the
 * accepted kinds. A name or a declared type never decides.
 */
export function detectAttachmentKind(bytes: Uint8Array): AttachmentKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return "gif";
  if (startsWith(bytes, CFB)) return indexOf(bytes, WORD_STREAM) === -1 ? null : "doc";
  if (startsWith(bytes, ZIP_LOCAL)) {
    const names = zipEntryNames(bytes);
    return names?.includes("[Content_Types].xml") && names.some((n) => n.startsWith("word/"))
      ? "docx"
      : null;
  }
  return isPlainText(bytes) ? "txt" : null;
}

/** The kind of content each accepted extension must hold. */
const KIND_OF_EXTENSION: Readonly<Record<AttachmentExtension, AttachmentKind>> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  txt: "txt",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  gif: "gif",
};

/** A file name's extension when it is one of the accepted ones (spec §5), else null. */
export function attachmentExtension(filename: string): AttachmentExtension | null {
  const dot = filename.lastIndexOf(".");
  if (dot === -1) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as AttachmentExtension)
    : null;
}

/**
 * The attachment rule (spec §5) on the real file: an accepted extension, at most 10 MB, and bytes
 * that are what the extension says (a renamed program or web page is refused). Returns the error
 * code, or null when the file may be attached.
 *
 * @example
 * checkAttachmentContent({ name: "recibo.pdf", bytes }) // null, or "ATTACHMENT_TYPE_NOT_ALLOWED"
 */
export function checkAttachmentContent(file: {
  name: string;
  bytes: Uint8Array;
}): ErrorCode | null {
  const extension = attachmentExtension(file.name);
  if (!extension) return "ATTACHMENT_TYPE_NOT_ALLOWED";
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) return "ATTACHMENT_TOO_LARGE";
  const kind = detectAttachmentKind(file.bytes);
  return kind === KIND_OF_EXTENSION[extension] ? null : "ATTACHMENT_TYPE_NOT_ALLOWED";
}
