import styles from '../catalogue.module.css';

/**
 * The class of a group of Hindi fields in the console: their text in the app's Noto Sans Devanagari (globals.css), as
 * on the Hindi pages, also when the console is in English (the face is fetched only where such a field is drawn).
 */
export const hindiFieldsClass = styles.hindi;
