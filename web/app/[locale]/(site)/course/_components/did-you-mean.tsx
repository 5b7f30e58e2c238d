'use client';

import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/page-link';
import { catalogueHref } from '@/lib/routes/catalogue-params';
import { useCatalogue } from './catalogue-state';
import styles from './catalogue.module.css';
import { isPlainClick } from '@/components/ui/plain-click';

/**
 * "Did you mean ..." under an empty search (issue 31): a link to the catalogue searched for what the learner probably
 * meant, a plain link without JavaScript and a list transition with it.
 */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const { state, navigate } = useCatalogue();
  const t = useTranslations('catalogue');
  const localized = useLocalizedPath();
  const next = { ...state, search: suggestion, page: 1 };
  return (
    <p className={styles.didYouMean}>
      {t.rich('didYouMean', {
        suggestion,
        link: (text) => (
          <a
            href={localized(catalogueHref(next))}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              navigate(next);
            }}
          >
            <strong>{text}</strong>
          </a>
        ),
      })}
    </p>
  );
}
