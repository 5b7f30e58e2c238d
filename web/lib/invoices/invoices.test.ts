import { describe, expect, it } from 'vitest';
import type { TaxInvoiceRow } from '@/lib/db/schema';
import { pdfText } from '@/test/pdf-text';
import { financialYearOf } from './financial-year';
import { gstSplit } from './gst';
import { invoiceFileName, renderInvoicePdf } from './pdf';
import { amountInWords } from './words';

describe('the GST split of a price that includes 18% GST', () => {
  it('is CGST 9% + SGST 9% in the academy’s state and IGST 18% in another, to the paisa', () => {
    expect(gstSplit(219_900, true)).toEqual({
      taxablePaise: 186_356,
      cgstPaise: 16_772,
      sgstPaise: 16_772,
      igstPaise: 0,
    });
    expect(gstSplit(219_900, false)).toEqual({ taxablePaise: 186_356, cgstPaise: 0, sgstPaise: 0, igstPaise: 33_544 });
    // An odd paisa of tax: CGST takes it.
    expect(gstSplit(59_900, true)).toEqual({ taxablePaise: 50_763, cgstPaise: 4_569, sgstPaise: 4_568, igstPaise: 0 });
  });

  it('always adds up to the price, with the tax within half a paisa of 18% of the taxable value', () => {
    for (let total = 1; total <= 300_000; total += 97) {
      for (const same of [true, false]) {
        const split = gstSplit(total, same);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total);
        expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        expect(Math.abs(tax - split.taxablePaise * 0.18)).toBeLessThanOrEqual(0.5 * 1.18);
      }
    }
  });
});

describe('the financial year', () => {
  it('runs April to March by the date in India', () => {
    expect(financialYearOf(new Date('2026-11-29T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 1 April 2027, 00:00 in India, is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

it('writes amounts in words the Indian way', () => {
  expect(amountInWords(219_900)).toBe('Two Thousand One Hundred Ninety Nine Rupees Only');
  expect(amountInWords(15_000_050)).toBe('One Lakh Fifty Thousand Rupees And Fifty Paise Only');
});

const invoice: TaxInvoiceRow = {
  id: 7,
  kind: 'invoice',
  number: 'INV/26-27/00042',
  financialYear: '2026-27',
  sequence: 42,
  feeId: 1,
  paymentId: 1,
  issuedAt: new Date('2026-11-29T06:00:00Z'),
  seller: {
    legalName: 'Academy Skills Private Limited',
    address: 'Plot 12, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
    gstin: '36AABCA1234K1Z5',
    stateCode: '36',
  },
  buyerName: 'प्रिया शर्मा',
  buyerEmail: 'priya@example.in',
  buyerStateCode: '36',
  description: 'Guitar: 4 sessions · Mon, Wed, Fri · 6:00–7:00 pm',
  sac: '999293',
  totalPaise: 219_900,
  ...gstSplit(219_900, true),
  gatewayPaymentId: 'pay_TEST123',
  method: 'upi',
  againstId: null,
  againstNumber: null,
  reason: null,
};

it('renders a tax invoice a PDF reader reads: number, seller, buyer in Hindi, the split and the total in rupees', async () => {
  const text = await pdfText(await renderInvoicePdf(invoice));
  for (const line of [
    'Tax Invoice',
    'Invoice number: INV/26-27/00042',
    'Date: 29 Nov 2026',
    'Academy Skills Private Limited',
    'GSTIN: 36AABCA1234K1Z5',
    'State: Telangana (36)',
    'Place of supply: Telangana (36)',
    'priya@example.in',
    'Taxable value ₹1,863.56',
    'CGST 9% ₹167.72',
    'SGST 9% ₹167.72',
    'Total ₹2,199.00',
    'Amount in words: Two Thousand One Hundred Ninety Nine Rupees Only',
    'pay_TEST123',
  ])
    expect(text).toContain(line);
  expect(text).not.toContain('IGST');
  expect(invoiceFileName(invoice.number)).toBe('INV-26-27-00042.pdf');
});

it('renders a credit note against its invoice, with the reason and the refunded amount split the same way', async () => {
  const text = await pdfText(
    await renderInvoicePdf({
      ...invoice,
      id: 8,
      kind: 'credit_note',
      number: 'CN/26-27/00003',
      sequence: 3,
      buyerName: 'Ravi Kumar',
      buyerStateCode: '29',
      totalPaise: 29_950,
      ...gstSplit(29_950, false),
      againstId: 7,
      againstNumber: 'INV/26-27/00042',
      reason: 'Batch moved; half refunded',
    }),
  );
  for (const line of [
    'Credit Note',
    'Credit note number: CN/26-27/00003',
    'Against invoice: INV/26-27/00042',
    'Place of supply: Karnataka (29)',
    'Taxable value ₹253.81',
    'IGST 18% ₹45.69',
    'Total ₹299.50',
    'Amount in words: Two Hundred Ninety Nine Rupees And Fifty Paise Only',
    'Reason: Batch moved; half refunded',
  ])
    expect(text).toContain(line);
});
