'use client';

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
  const next = { ...state, search: suggestion, page: 1 };
  return (
    <p className={styles.didYouMean}>
      Did you mean{' '}
      <a
        href={catalogueHref(next)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(next);
        }}
      >
        <strong>{suggestion}</strong>
      </a>
      ?
    </p>
  );
}
