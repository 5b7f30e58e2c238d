import Sanscript from '@indic-transliteration/sanscript';
import { plugTransliterator } from './indic-scripts';

// Importing this module plugs Sanscript into search (indic-scripts.ts): the server at once, the browser on demand.
plugTransliterator((text, scheme) => Sanscript.t(text, scheme, 'itrans'));
