import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';

/**
 * Click-to-edit for content reviewers: in draft mode, inside the Studio's Presentation tool (studio/presentation.ts),
 * every CMS text on the page gets an overlay that opens its field in the Studio. The texts carry their source as
 * invisible stega marks (lib/content/client.ts). Outside draft mode nothing is rendered or downloaded.
 */
export async function DraftVisualEditing() {
  if (!(await draftMode()).isEnabled) return null;
  return <VisualEditing />;
}
