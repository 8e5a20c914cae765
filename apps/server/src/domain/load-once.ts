/**
 * A rarely used module loaded on its first use and shared afterwards (start-up loading policy):
 * `const pdfLib = loadOnce(() => import('pdf-lib'))`, then `const { PDFDocument } = await pdfLib()`.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
