// Amounts in rupees as Indians write them: no imports, so every layer may use it (the pages, the staff console's
// lead details, the GraphQL API).

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** 1499 -> '₹1,499'; 150000 -> '₹1,50,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
