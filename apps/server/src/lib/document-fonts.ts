import { createRequire } from 'node:module';

/**
 * The fonts of the generated documents (certificates, contracts): Inter's TTF files from the
 * @expo-google-fonts/inter package, never the system's, so that every machine renders the same document and every
 * character of the trader's name and of the four languages (é, ü, ß, „…“, « … ») has its glyph.
 */
const require = createRequire(import.meta.url);
const inter = (file: string) => require.resolve(`@expo-google-fonts/inter/${file}`);

export const DOCUMENT_FONTS = {
  regular: inter('400Regular/Inter_400Regular.ttf'),
  medium: inter('500Medium/Inter_500Medium.ttf'),
  bold: inter('700Bold/Inter_700Bold.ttf'),
} as const;
