import type { NextApiRequest, NextApiResponse } from 'next';
import { sendStoredCopy } from '@/lib/page-cache/stored-copies';

// Issue 31: the proxy's gzipped copy of a stored page, sent as it is (lib/page-cache/stored-copies.ts says why this
// one route is in the Pages Router). Only the proxy's rewrite reaches it with a copy named; anyone else gets a 404.
export const config = { api: { bodyParser: false } };

export default function storedPage(request: NextApiRequest, response: NextApiResponse) {
  sendStoredCopy(request, response);
}
