import PDFDocument from 'pdfkit';
import type { TaxInvoiceRow } from '@/lib/db/schema';
import { stateName } from '@/lib/indian-states';
import { invoiceFonts } from './fonts';
import { GST_RATE_PERCENT } from './gst';
import { amountInWords } from './words';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** 186356 -> '₹1,863.56': invoices show every paisa. */
export const invoiceAmount = (paise: number) => rupees.format(paise / 100);

const istDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const DEVANAGARI = /[\u0900-\u097F]/;
const A4_MARGIN = 48;
const GREY = '#555555';

/** 'INV/26-27/00001' -> 'INV-26-27-00001.pdf': a file name without slashes. */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

const place = (code: string) => `${stateName(code, 'en') ?? 'State'} (${code})`;

/**
 * A GST tax invoice or credit note as a PDF (A4, in English): the seller with GSTIN and state, the number and date
 * (and a credit note's invoice and reason), the learner and the place of supply, the course with SAC, its taxable
 * value and CGST + SGST or IGST, the total in figures and in words, and how it was paid or given back. Everything
 * comes from the stored row, so the same document always reads the same.
 */
export function renderInvoicePdf(invoice: TaxInvoiceRow): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    font: fonts.regular,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.legalName },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('devanagari', fonts.devanagari);
  const done = collect(doc);
  const width = doc.page.width - 2 * A4_MARGIN;
  const left = A4_MARGIN;

  // The seller, and the document's title, number and date.
  const top = doc.y;
  doc.font('bold').fontSize(18).text(title, left, top, { width, align: 'right' });
  doc.font('regular').fontSize(10);
  doc.text(`${credit ? 'Credit note' : 'Invoice'} number: ${invoice.number}`, { width, align: 'right' });
  doc.text(`Date: ${istDate.format(invoice.issuedAt)}`, { width, align: 'right' });
  if (invoice.againstNumber) doc.text(`Against invoice: ${invoice.againstNumber}`, { width, align: 'right' });
  doc
    .font('bold')
    .fontSize(12)
    .text(invoice.seller.legalName, left, top, { width: width * 0.55 });
  doc.font('regular').fontSize(10).fillColor(GREY);
  doc.text(invoice.seller.address, { width: width * 0.55 });
  doc.text(`GSTIN: ${invoice.seller.gstin}`);
  doc.text(`State: ${place(invoice.seller.stateCode)}`);
  doc.fillColor('black').moveDown(1.5);

  // The learner.
  doc.font('bold').text('Billed to', left);
  doc.font(DEVANAGARI.test(invoice.buyerName) ? 'devanagari' : 'regular').text(invoice.buyerName || 'Learner');
  doc.font('regular');
  if (invoice.buyerEmail) doc.text(invoice.buyerEmail);
  doc.text(`State: ${place(invoice.buyerStateCode)}`);
  doc.text(`Place of supply: ${place(invoice.buyerStateCode)}`);
  doc.moveDown(1.5);

  // The course, then the taxable value, the tax and the total, right-aligned under the amount column.
  const amountX = left + width * 0.7;
  const amountWidth = width * 0.3;
  const row = (label: string, amount: string, font: 'regular' | 'bold' = 'regular') => {
    const y = doc.y;
    doc.font(font).text(label, left + width * 0.35, y, { width: width * 0.35 });
    doc.text(amount, amountX, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.3);
  };
  const headY = doc.y;
  doc.font('bold').text('Description', left, headY, { width: width * 0.55 });
  doc.text('SAC', left + width * 0.55, headY, { width: width * 0.15 });
  doc.text('Taxable value', amountX, headY, { width: amountWidth, align: 'right' });
  rule(doc, left, width);
  const itemY = doc.y;
  doc.font('regular').text(invoice.description, left, itemY, { width: width * 0.55 });
  const afterItem = doc.y;
  doc.text(invoice.sac, left + width * 0.55, itemY, { width: width * 0.15 });
  doc.text(invoiceAmount(invoice.taxablePaise), amountX, itemY, { width: amountWidth, align: 'right' });
  doc.y = Math.max(afterItem, doc.y);
  rule(doc, left, width);
  row('Taxable value', invoiceAmount(invoice.taxablePaise));
  if (invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)) {
    row(`IGST ${GST_RATE_PERCENT}%`, invoiceAmount(invoice.igstPaise));
  } else {
    row(`CGST ${GST_RATE_PERCENT / 2}%`, invoiceAmount(invoice.cgstPaise));
    row(`SGST ${GST_RATE_PERCENT / 2}%`, invoiceAmount(invoice.sgstPaise));
  }
  row('Total', invoiceAmount(invoice.totalPaise), 'bold');
  doc.moveDown(1);

  doc.font('regular').text(`Amount in words: ${amountInWords(invoice.totalPaise)}`, left, doc.y, { width });
  doc.moveDown(0.5);
  const method = invoice.method ? ` by ${invoice.method.toUpperCase()}` : '';
  if (credit) {
    if (invoice.reason) doc.text(`Reason: ${invoice.reason}`, { width });
    doc.text(`Refunded to Razorpay payment ${invoice.gatewayPaymentId}. Prices include GST.`, { width });
  } else doc.text(`Paid online${method}, Razorpay payment ${invoice.gatewayPaymentId}. Prices include GST.`, { width });
  doc.text('Tax payable on reverse charge: No.', { width });
  doc.moveDown(2);
  doc
    .fillColor(GREY)
    .fontSize(9)
    .text(`This is a computer-generated ${credit ? 'credit note' : 'invoice'} and needs no signature.`, { width });
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number) {
  doc.moveDown(0.3);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.5);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
