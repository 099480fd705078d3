import { describe, expect, it } from "vitest";
import { MAX_ATTACHMENT_BYTES } from "../constants/business";
import { ATTACHMENT_IMPOSTORS, ATTACHMENT_SAMPLES, utf8 } from "../test-utils/attachmentSamples";
import {
  attachmentExtension,
  checkAttachmentContent,
  detectAttachmentKind,
} from "./attachmentContent";

describe("detectAttachmentKind", () => {
  it("recognises every accepted kind by its bytes", () => {
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.pdf.bytes)).toBe("pdf");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.png.bytes)).toBe("png");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.jpg.bytes)).toBe("jpeg");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.jpeg.bytes)).toBe("jpeg");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.gif.bytes)).toBe("gif");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.doc.bytes)).toBe("doc");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.docx.bytes)).toBe("docx");
    expect(detectAttachmentKind(ATTACHMENT_SAMPLES.txt.bytes)).toBe("txt");
  });

  it("refuses programs, archives and compound files that are not Word documents", () => {
    expect(detectAttachmentKind(ATTACHMENT_IMPOSTORS.exe)).toBeNull();
    expect(detectAttachmentKind(ATTACHMENT_IMPOSTORS.elf)).toBeNull();
    expect(detectAttachmentKind(ATTACHMENT_IMPOSTORS.zip)).toBeNull();
    expect(detectAttachmentKind(ATTACHMENT_IMPOSTORS.cfb)).toBeNull();
    expect(detectAttachmentKind(new Uint8Array())).toBeNull();
  });

  it("reads text only when it is valid UTF-8 without NUL or control bytes", () => {
    expect(detectAttachmentKind(ATTACHMENT_IMPOSTORS.latin1)).toBeNull();
    expect(detectAttachmentKind(utf8("a\u0000b"))).toBeNull();
    expect(detectAttachmentKind(Uint8Array.from([0xc0, 0xaf]))).toBeNull(); // overlong "/"
    expect(detectAttachmentKind(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull(); // surrogate
    expect(detectAttachmentKind(Uint8Array.from([0xe2, 0x82]))).toBeNull(); // truncated
    expect(detectAttachmentKind(utf8("\uFEFFcon BOM\tý\n😀"))).toBe("txt");
  });

  it("does not take a broken ZIP directory for a document", () => {
    const docx = ATTACHMENT_SAMPLES.docx.bytes;
    expect(detectAttachmentKind(docx.subarray(0, docx.length - 30))).toBeNull();
  });
});

describe("checkAttachmentContent", () => {
  it("accepts each sample under its own name", () => {
    for (const sample of Object.values(ATTACHMENT_SAMPLES)) {
      expect(checkAttachmentContent(sample), sample.name).toBeNull();
    }
  });

  it("refuses bytes that are not what the name says", () => {
    const pdfName = "factura.pdf";
    expect(checkAttachmentContent({ name: pdfName, bytes: ATTACHMENT_IMPOSTORS.exe })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkAttachmentContent({ name: "foto.png", bytes: ATTACHMENT_IMPOSTORS.html })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkAttachmentContent({ name: "foto.png", bytes: ATTACHMENT_SAMPLES.jpg.bytes })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkAttachmentContent({ name: "doc.docx", bytes: ATTACHMENT_IMPOSTORS.zip })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkAttachmentContent({ name: "setup.doc", bytes: ATTACHMENT_IMPOSTORS.cfb })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
  });

  it("refuses other extensions and files over 10 MB", () => {
    expect(checkAttachmentContent({ name: "pagina.html", bytes: ATTACHMENT_IMPOSTORS.html })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkAttachmentContent({ name: "sin-extension", bytes: new Uint8Array(4) })).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1).fill(0x61);
    expect(checkAttachmentContent({ name: "largo.txt", bytes: big })).toBe("ATTACHMENT_TOO_LARGE");
    const limit = new Uint8Array(MAX_ATTACHMENT_BYTES).fill(0x61);
    expect(checkAttachmentContent({ name: "justo.txt", bytes: limit })).toBeNull();
  });

  it("reads the extension case-insensitively and only the last one", () => {
    expect(attachmentExtension("Recibo.PDF")).toBe("pdf");
    expect(attachmentExtension("virus.pdf.exe")).toBeNull();
    expect(attachmentExtension("pdf")).toBeNull();
  });
});
