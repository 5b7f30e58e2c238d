/** Every message of a message tree with its dotted key ('header.openMenu'). No imports: tests and the browser-free server code share it. */
export function messageLeaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => messageLeaves(value, prefix ? `${prefix}.${key}` : key));
}
