// India's states and union territories by their GST state code (the first two digits of a GSTIN): the learner's
// state decides an invoice's GST split (issue 55). No imports: the pay form, its schema and the invoices share it.

export const INDIAN_STATES = [
  { code: '01', en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { code: '02', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { code: '03', en: 'Punjab', hi: 'पंजाब' },
  { code: '04', en: 'Chandigarh', hi: 'चंडीगढ़' },
  { code: '05', en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { code: '06', en: 'Haryana', hi: 'हरियाणा' },
  { code: '07', en: 'Delhi', hi: 'दिल्ली' },
  { code: '08', en: 'Rajasthan', hi: 'राजस्थान' },
  { code: '09', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { code: '10', en: 'Bihar', hi: 'बिहार' },
  { code: '11', en: 'Sikkim', hi: 'सिक्किम' },
  { code: '12', en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { code: '13', en: 'Nagaland', hi: 'नागालैंड' },
  { code: '14', en: 'Manipur', hi: 'मणिपुर' },
  { code: '15', en: 'Mizoram', hi: 'मिज़ोरम' },
  { code: '16', en: 'Tripura', hi: 'त्रिपुरा' },
  { code: '17', en: 'Meghalaya', hi: 'मेघालय' },
  { code: '18', en: 'Assam', hi: 'असम' },
  { code: '19', en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { code: '20', en: 'Jharkhand', hi: 'झारखंड' },
  { code: '21', en: 'Odisha', hi: 'ओडिशा' },
  { code: '22', en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { code: '23', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { code: '24', en: 'Gujarat', hi: 'गुजरात' },
  { code: '26', en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { code: '29', en: 'Karnataka', hi: 'कर्नाटक' },
  { code: '30', en: 'Goa', hi: 'गोवा' },
  { code: '31', en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { code: '32', en: 'Kerala', hi: 'केरल' },
  { code: '33', en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { code: '34', en: 'Puducherry', hi: 'पुडुचेरी' },
  { code: '35', en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', en: 'Telangana', hi: 'तेलंगाना' },
  { code: '37', en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { code: '38', en: 'Ladakh', hi: 'लद्दाख' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

export const STATE_CODES = INDIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

/** A state's name by its GST code, in 'en' or 'hi'; undefined for a code that is none. */
export const stateName = (code: string, locale: 'en' | 'hi'): string | undefined =>
  INDIAN_STATES.find((state) => state.code === code)?.[locale];
