'use client';

import styles from './illustrated-message.module.css';

/** The notice's words, in the page's language (the `errorNotice` namespace; English where no language is known). */
export type ErrorNoticeWords = { title: string; text: string; retry: string };

/** What a page that failed to render shows instead: a plain apology and a retry that renders it again. */
export function ErrorNotice({ retry, words }: { retry: () => void; words: ErrorNoticeWords }) {
  return (
    <div className={styles.wrap} role="alert">
      <h1 className={styles.title}>{words.title}</h1>
      <p className={styles.text}>{words.text}</p>
      <button type="button" className={styles.action} onClick={retry}>
        {words.retry}
      </button>
    </div>
  );
}
