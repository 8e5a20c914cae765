import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';

/** Moves the URL's params to another position of a list read by position (no cursor: the first page). */
export function setCursor(next: URLSearchParams, cursor: string | undefined): void {
  if (cursor) next.set('cursor', cursor);
  else next.delete('cursor');
}

type Options = {
  /** rows a page, as the list asks the server for them */
  pageSize?: number;
  /**
   * Params that narrow the list without a field of the form (the orders of one trader, from the trader file): a new
   * filter keeps them, clearing the form drops them.
   */
  keep?: readonly string[];
  /**
   * The filters' own checks (a number, a range in order): each refused filter's message key. A draft with any is not
   * applied; the fields show them (`problem`), so nothing the server would refuse is asked.
   */
  check?: (values: Record<string, string>) => Partial<Record<string, string>>;
};

/**
 * A console list's query, kept in the URL so that a filtered page can be shared and survives a reload (decision
 * 028): the applied filters and the position come from the search params; the form edits a draft, and applying it
 * writes the filters (empty ones left out, text trimmed) without a position, so a new filter starts at the first
 * page. The page's cursor is in the URL (`cursor`): each step is a new history entry, so back and
 * forward walk the pages and a link opens the same one.
 */
export function useListQuery<const N extends string>(
  names: readonly N[],
  { pageSize = 25, keep = [], check }: Options = {},
) {
  const [params, update] = useUpdateParams();
  const applied = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<N, string>;
  const [draft, setDraft] = useState(applied);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const idBase = useId();

  const write = (values: Record<N, string>, kept: readonly string[]) =>
    update((latest) => {
      const next = new URLSearchParams();
      for (const n of names) if (values[n].trim()) next.set(n, values[n].trim());
      for (const k of kept) {
        const value = latest.get(k);
        if (value) next.set(k, value);
      }
      return next;
    });
  const apply = (values: Record<N, string> = draft) => {
    const found = Object.fromEntries(Object.entries(check?.(values) ?? {}).filter(([, key]) => key));
    setProblems(found);
    if (Object.keys(found).length === 0) write(values, keep);
  };
  const clear = () => {
    const empty = Object.fromEntries(names.map((n) => [n, ''])) as Record<N, string>;
    setDraft(empty);
    setProblems({});
    write(empty, []);
  };

  return {
    /** the filters in force (the URL's), every name present, '' when not set */
    applied,
    /** the form's values, applied on submit */
    draft,
    setDraft,
    pageSize,
    /** what the list's read depends on: it reloads when this changes */
    key: params.toString(),
    params,
    apply,
    clear,
    /** drops kept params (and the position), the filters staying as applied */
    drop: (...names: string[]) =>
      write(
        applied,
        keep.filter((k) => !names.includes(k)),
      ),
    /** applies one filter at once (an ordered column's heading), the others as applied; the form shows it too */
    applyOne: (name: N, value: string) => {
      setDraft((d) => ({ ...d, [name]: value }));
      apply({ ...applied, [name]: value });
    },
    /** the form's submit: applies the draft */
    submit: (event: FormEvent) => {
      event.preventDefault();
      apply();
    },
    /** the position of a list read by position: the cursor of its page, undefined for the first */
    cursor: params.get('cursor') || undefined,
    /** opens the page at `cursor` (undefined: the first), the filters staying as applied */
    go: (cursor: string | undefined) => update((next) => setCursor(next, cursor)),
    /** the message key of what the last apply found wrong with a filter (undefined: nothing) */
    problem: (name: N): string | undefined => problems[name],
    /** the props of a filter's input or select: its id (for the label), the draft's value and its change */
    field: (name: N) => ({
      id: `${idBase}-${name}`,
      value: draft[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setDraft((d) => ({ ...d, [name]: e.target.value })),
    }),
  };
}

export type ListQuery = ReturnType<typeof useListQuery>;
