/** A GST invoice's or credit note's PDF (issue 55): a file, not a page, opened by a plain link the staff cookie carries. */
export function TaxDocumentLink({ id, label }: { id: number; label: string }) {
  return (
    <a href={`/api/staff/invoices/${id}`} download>
      {label}
    </a>
  );
}
