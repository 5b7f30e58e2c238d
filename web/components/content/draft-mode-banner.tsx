import { draftMode } from 'next/headers';

/**
 * Tells content reviewers they are looking at unpublished changes and lets them leave preview.
 * Renders nothing outside draft mode. The exit is a plain <a>: a prefetched Link would end preview.
 */
export async function DraftModeBanner() {
  if (!(await draftMode()).isEnabled) return null;
  return (
    <div
      role="status"
      style={{
        position: 'sticky', top: 0, zIndex: 1000, display: 'flex', gap: 'var(--space-3)', justifyContent: 'center',
        padding: 'var(--space-2) var(--space-4)', background: 'var(--color-text)', color: 'var(--color-surface)',
        fontSize: 'var(--text-sm)',
      }}
    >
      <span>Preview: you are seeing unpublished content.</span>
      <a href="/api/draft-mode/disable" style={{ color: 'inherit', fontWeight: 600 }}>Exit preview</a>
    </div>
  );
}
