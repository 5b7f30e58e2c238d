import { connection } from 'next/server';
import { HomeView, homeMetadata } from './_components/home-view';

// Visitors never reach this route: the proxy serves `/` from the stored view (app/views/home, see
// lib/page-cache/static-views.ts). It stays as the address's own route (links to `/` are checked against the routes)
// and renders the same page per request should the proxy ever let `/` through; a build must not read the catalogue.
export const instant = false;

export const generateMetadata = homeMetadata;

export default async function HomePage() {
  await connection();
  return <HomeView />;
}
