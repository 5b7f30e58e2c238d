import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';

/** The cookie Next.js sets when draft mode is on (next/headers draftMode().enable()). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

let previewModeId: string | null | undefined;

/**
 * This build's draft-mode id, which the cookie must carry. Next.js keeps it in the build folder and offers the
 * proxy no API for it; when it cannot be read the answer is null and pages keep the policy without a nonce,
 * which works whether or not they were rendered for the request.
 */
function currentPreviewModeId(): string | null {
  if (previewModeId === undefined) {
    try {
      const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'preview-props.json');
      const id: unknown = process.env.__NEXT_PREVIEW_MODE_ID || JSON.parse(readFileSync(file, 'utf8')).previewModeId;
      previewModeId = typeof id === 'string' && id ? id : null;
    } catch {
      previewModeId = null;
    }
  }
  return previewModeId;
}

/**
 * Whether Next.js will render this request in draft mode. A cookie left from an earlier build (or a made-up one)
 * does not count: Next.js serves such a request the prerendered page, whose scripts carry no nonce.
 */
export function isDraftModeRequest(request: NextRequest): boolean {
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (!cookie) return false;
  const id = currentPreviewModeId();
  return id !== null && cookie === id;
}
