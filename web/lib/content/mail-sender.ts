import 'server-only';
import { loadSiteSettings } from './load';

/**
 * The mail sender the published site settings name, the same in every language, for lib/mail (lib/startup.ts hands
 * it over). Read without 'use cache', which runs inside a request only: the mail workers send outside any, so
 * lib/mail keeps its own short-lived copy instead.
 */
export const readMailSender = async () => (await loadSiteSettings({ drafts: false })).mailSender;
