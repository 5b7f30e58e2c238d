import 'server-only';
import { messagesOf, type Namespace } from '@/lib/i18n/messages';

const isNamespace = (name: string): name is Namespace => name in messagesOf('en');

/**
 * The namespaces that give the console's forms the page's words for the English the server and the schemas say
 * (useSaid): the console's own (staffSaid) and the shared form messages (validation), once that namespace exists.
 */
export const STAFF_SAID: readonly Namespace[] = ['staffSaid', 'validation'].filter(isNamespace);
