/** A PDF the browser saves under `fileName`, kept by no cache (it holds a person's details). */
export const pdfDownload = (content: Buffer, fileName: string) =>
  new Response(new Uint8Array(content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
