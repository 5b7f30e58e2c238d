import { NextResponse } from 'next/server';
import { NO_STORE } from '@/lib/http/respond';

// Unknown API paths answer in JSON like every other API error instead of with the site's HTML 404 page.
const notFound = () =>
  NextResponse.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': NO_STORE } });

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
