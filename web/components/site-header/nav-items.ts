/** The header's tabs (spec section 2), in order. `match` decides which tab is marked as the current one. */
export const navItems = [
  { label: 'Home', href: '/', match: (path: string) => path === '/' },
  { label: 'About Us', href: '/about', match: (path: string) => startsWithSegment(path, '/about') },
  { label: 'Courses', href: '/course', match: (path: string) => startsWithSegment(path, '/course') },
  { label: 'Become A Trainer', href: '/becomeatrainer', match: (path: string) => startsWithSegment(path, '/becomeatrainer') },
  { label: 'Contact Us', href: '/contactus', match: (path: string) => startsWithSegment(path, '/contactus') },
] as const;

// '/courses-archive' must not light up the Courses tab; '/course/arts' must.
function startsWithSegment(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}
