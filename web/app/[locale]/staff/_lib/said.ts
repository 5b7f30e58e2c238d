import type { Namespace } from '@/lib/i18n/messages';

/**
 * The namespaces that give the console's forms the page's words for the English the server and the schemas say
 * (useSaid): the console's own (staffSaid) and the shared form messages (validation).
 */
export const STAFF_SAID = ['staffSaid', 'validation'] as const satisfies readonly Namespace[];
