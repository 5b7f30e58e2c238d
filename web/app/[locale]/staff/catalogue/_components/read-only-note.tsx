import { getTranslations } from 'next-intl/server';
import form from '@/components/ui/form.module.css';

/** What a counsellor sees where an admin has the editor. */
export async function ReadOnlyNote() {
  const t = await getTranslations('catalogueConsole');
  return <p className={form.hint}>{t('readOnly')}</p>;
}
