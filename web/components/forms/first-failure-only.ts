import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver that reports only the first failing field, in the order the form shows them (spec section 6: the side
 * panel's enrolment form "stops at first failure"). The schema still checks everything; the learner sees one
 * message, and once it is fixed, the next.
 */
export function firstFailureOnly<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  order: readonly string[],
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    const first = order.find((name) => errors[name]);
    if (!first) return result;
    return { values: {}, errors: { [first]: errors[first] } as FieldErrors<T> };
  };
}
