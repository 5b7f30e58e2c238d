import { PDFParse } from 'pdf-parse';

/** The text a PDF reader finds in a PDF, its lines joined by newlines (the invoice tests read what the learner reads). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A mail's PDF attachment (base64 in the raw message, as nodemailer writes it), or null when it has none. */
export function pdfAttachmentOf(raw: string): { fileName: string; content: Buffer } | null {
  const part =
    /Content-Type: application\/pdf;[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      raw,
    );
  if (!part) return null;
  const fileName = /filename="?([^"\r\n;]+)"?/.exec(part[0])?.[1] ?? '';
  return { fileName, content: Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64') };
}
