// GST on the academy's courses (issue 55): prices include GST at 18%, which is CGST 9% + SGST 9% when the learner's
// state is the academy's and IGST 18% otherwise. No imports: the invoices, their tests and the CSV share it.

export const GST_RATE_PERCENT = 18;

/** SAC 999293: commercial training and coaching services. */
export const SAC_TRAINING = '999293';

export type GstSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * A price including GST split into its taxable value and tax, each in whole paise, adding up to the price exactly:
 * the taxable value is rounded to the paisa, the tax is what is left, and of an odd paisa of tax CGST takes the half
 * rounded up. 219900 in the same state -> 186356 + 16772 + 16772.
 */
export function gstSplit(totalPaise: number, sameState: boolean): GstSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (!sameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}
