import type { MouseEvent } from 'react';

/**
 * A click on a link the page may answer itself: the main button without Ctrl, Cmd or Shift, which ask the browser
 * for a new tab or window.
 */
export const isPlainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
