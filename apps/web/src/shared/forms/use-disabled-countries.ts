import { useEffect, useState } from 'react';
import { ApiPath } from '@portal/contract';
import { publicApi } from '../api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

let loading: Promise<string[]> | null = null;

/** The brand's disabled countries, fetched once per page load (a failure is retried by the next caller). */
export function fetchDisabledCountries(): Promise<string[]> {
  loading ??= unwrap<string[]>(publicApi.get(ApiPath.disabledCountries)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests: forget the fetched list. */
export function forgetDisabledCountries() {
  loading = null;
}

/**
 * The countries a country picker must not offer. Empty until known: the server refuses a disabled
 * country anyway (-11), so a form never waits for this list.
 */
export function useDisabledCountries(): readonly string[] {
  const [list, setList] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    fetchDisabledCountries().then(
      (items) => live && setList(items),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
