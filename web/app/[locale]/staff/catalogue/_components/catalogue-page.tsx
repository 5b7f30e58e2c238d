import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import buttons from '@/components/ui/button.module.css';
import { PageLink } from '@/components/ui/page-link';
import type { Messages, Namespace } from '@/lib/i18n/messages';
import type { SitePage } from '@/lib/routes/pages';
import type { StaffMember } from '@/lib/staff/sessions';
import { StaffPage, staffMetadata } from '../../_components/staff-page';
import { CATALOGUE_SAID } from '../_lib/messages';
import styles from '../catalogue.module.css';
import { CatalogueTabs } from './catalogue-tabs';
import { ReadOnlyNote } from './read-only-note';

/** A catalogue page's metadata, titled by its key in catalogueConsole.meta. */
export async function catalogueMetadata(key: keyof Messages['catalogueConsole']['meta']): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return staffMetadata(t(key));
}

type Props = {
  member: StaffMember;
  tab: SitePage;
  title: string;
  lead?: string;
  /** The list's "New ..." button, which only admins see. */
  add?: { href: string; label: string };
  children: ReactNode;
};

/** A page of the catalogue editor: the console's bar, then the editor's tabs with `tab` marked. */
export function CataloguePage({ member, tab, title, lead, add, children }: Props) {
  return (
    <StaffPage member={member} title={title} lead={lead}>
      <CatalogueTabs current={tab} />
      {add && member.role === 'admin' && (
        <p>
          <PageLink href={add.href} className={`${buttons.primary} ${styles.button}`}>
            {add.label}
          </PageLink>
        </p>
      )}
      {children}
    </StaffPage>
  );
}

type EditorProps = { member: StaffMember; messages: readonly Namespace[]; readOnly?: ReactNode; children: ReactNode };

/** The form (children) for an admin, with the messages it reads; for a counsellor, what they may read and the note why no form. */
export function AdminEditor({ member, messages, readOnly, children }: EditorProps) {
  if (member.role === 'admin')
    return (
      <WithMessages namespaces={messages} said={CATALOGUE_SAID}>
        {children}
      </WithMessages>
    );
  return readOnly ? (
    <>
      {readOnly}
      <ReadOnlyNote />
    </>
  ) : (
    <ReadOnlyNote />
  );
}
