import { createRequire } from 'node:module';
import path from 'node:path';

// DejaVu Sans has the rupee sign, which the PDF standard fonts lack; Noto Sans Devanagari sets a name written in
// Hindi. Found from the web folder at run time, as Node finds packages (the server's bundle is elsewhere).
const fromWeb = createRequire(path.join(process.cwd(), 'package.json'));

export const invoiceFonts = () => ({
  regular: fromWeb.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: fromWeb.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  devanagari: fromWeb.resolve('@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff'),
});
