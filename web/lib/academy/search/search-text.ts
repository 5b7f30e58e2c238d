/**
 * A search as it is sent, cached and counted: NFC, trimmed, runs of spaces as one, lower case. No imports: the
 * search boxes in the browser use it as well as the server.
 */
export const searchText = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
