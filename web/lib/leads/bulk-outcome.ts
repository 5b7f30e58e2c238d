/**
 * What one action from the list did (issue 54): how many leads it changed, left as they were, and refused, with why
 * and the lead's name (null for a lead gone, or erased).
 */
export type BulkOutcome = {
  changed: number;
  unchanged: number;
  refused: { id: number; name: string | null; reason: string }[];
};
