// The refusals moved down to lib/domain-errors.ts so that lib/leads, below lib/academy, can throw them too; the
// academy's modules keep importing them from here.
export * from '@/lib/domain-errors';
