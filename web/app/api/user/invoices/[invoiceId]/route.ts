import { learnerInvoice } from '@/lib/academy/payments/invoice-files';
import { requireSession } from '@/lib/academy/sessions';
import { pdfDownload } from '@/lib/http/pdf-download';
import { respond } from '@/lib/http/respond';

/** The signed-in learner's GST invoice as a PDF (issue 55); one not issued to their email is a 404. */
export const GET = (request: Request, { params }: RouteContext<'/api/user/invoices/[invoiceId]'>) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const file = await learnerInvoice(user.email, (await params).invoiceId);
    return pdfDownload(file.content, file.fileName);
  });
