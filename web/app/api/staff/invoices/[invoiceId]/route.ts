import type { NextRequest } from 'next/server';
import { staffInvoice } from '@/lib/academy/payments/invoice-files';
import { pdfDownload } from '@/lib/http/pdf-download';
import { respond } from '@/lib/http/respond';
import { requireStaffReader } from '@/lib/staff/guard';

/** Any GST invoice as a PDF for the console (issue 55), opened by a link from a lead. */
export const GET = (request: NextRequest, { params }: RouteContext<'/api/staff/invoices/[invoiceId]'>) =>
  respond(async () => {
    await requireStaffReader(request);
    const file = await staffInvoice((await params).invoiceId);
    return pdfDownload(file.content, file.fileName);
  });
