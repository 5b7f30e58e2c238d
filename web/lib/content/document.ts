/** One document of a Sanity dataset as the embedded reader holds it: what every dataset row has in common. */
export type ContentDocument = { _id: string; _type: string; [field: string]: unknown };
