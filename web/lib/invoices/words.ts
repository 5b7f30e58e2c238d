import { ToWords } from 'to-words/en-IN';

const toWords = new ToWords({ converterOptions: { currency: true } });

/** An amount in words as Indian invoices write it: 219950 -> 'Two Thousand One Hundred Ninety Nine Rupees And Fifty Paise Only'. */
export const amountInWords = (paise: number): string => toWords.convert(paise / 100);
