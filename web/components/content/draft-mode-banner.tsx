import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Tells content reviewers they are looking at unpublished changes and lets them leave preview.
 * Renders nothing outside draft mode. The exit is a plain <a>: a prefetched Link would end preview.
 */
export async function DraftModeBanner({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null;
  const t = await getTranslations({ locale, namespace: 'draftBanner' });
  return (
    <div
      role="status"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 1000,
        display: 'flex',
        gap: 'var(--space-3)',
        justifyContent: 'center',
        padding: 'var(--space-2) var(--space-4)',
        background: 'var(--color-text)',
        color: 'var(--color-surface)',
        fontSize: 'var(--text-sm)',
      }}
    >
      <span>{t('text')}</span>
      <a href="/api/draft-mode/disable" style={{ color: 'inherit', fontWeight: 600 }}>
        {t('exit')}
      </a>
    </div>
  );
}
