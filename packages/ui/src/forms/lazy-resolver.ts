import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it) loads when the form first validates, not with the screen:
 * a sign-in screen shows, and takes typing, before its validation code has arrived. The load
 * starts once and is shared by every validation; a load that failed is tried again on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
