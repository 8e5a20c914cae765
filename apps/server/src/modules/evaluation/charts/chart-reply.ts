import { chartEnvelope, type Chart } from '@portal/contract';
import { ok } from '../../../domain/result.ts';

/** A chart as the service makes it: its points already the reply's JSON array (`pointsJson`), as bytes. */
export type ChartReply = Omit<Chart, 'points'> & { pointsJson: Buffer };

/** The points' key with an empty list: a key, so never inside an encoded string (its quotes would be escaped). */
const NO_POINTS = '"points":[]';

/**
 * The route's bytes: the envelope written as the schema's serialiser writes it
 * (`JSON.stringify(chartEnvelope.encode(…))`) with no point, and the points' bytes put in place of its empty list,
 * so the reply is the same as the serialiser's with the points, without an object or a string per point.
 */
export function chartReplyBytes(chart: ChartReply): Buffer {
  const { pointsJson, ...rest } = chart;
  const text = JSON.stringify(chartEnvelope.encode(ok({ ...rest, points: [] })));
  const at = text.indexOf(NO_POINTS) + NO_POINTS.length - 2;
  return Buffer.concat([Buffer.from(text.slice(0, at)), pointsJson, Buffer.from(text.slice(at + 2))]);
}
