/** Each batch of `batches` with every row through `view`, read as the reader asks for it. */
export async function* mapBatches<R, V>(batches: AsyncIterable<R[]>, view: (row: R) => V): AsyncGenerator<V[]> {
  for await (const batch of batches) yield batch.map(view);
}
