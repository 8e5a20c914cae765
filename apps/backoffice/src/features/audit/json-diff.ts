/** One leaf of a before/after pair: its dotted path and both values (undefined where absent). */
export type DiffRow = { path: string; before: unknown; after: unknown; kind: 'added' | 'removed' | 'changed' | 'same' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function leaves(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${Array.isArray(value) ? `[${key}]` : key}` : key, out);
    }
  } else if (value !== undefined) {
    out.set(prefix || '(value)', value);
  }
}

/**
 * The audit log's before/after as rows a person can read: both flattened to leaf paths, each path once,
 * in the order it first appears, marked added, removed, changed or the same.
 */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  leaves(before ?? undefined, '', a);
  leaves(after ?? undefined, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.map((path) => {
    const was = a.get(path);
    const is = b.get(path);
    const kind = !a.has(path)
      ? 'added'
      : !b.has(path)
        ? 'removed'
        : JSON.stringify(was) === JSON.stringify(is)
          ? 'same'
          : 'changed';
    return { path, before: was, after: is, kind };
  });
}

/** A value in a diff cell: strings as they are, everything else as JSON, absence as an empty cell. */
export const showValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
