import type { z } from 'zod';

/** The message keys a value fails with (empty when it passes). */
export const problems = (schema: z.ZodType, value: unknown): string[] => {
  const r = schema.safeParse(value);
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];
};

/** The message a form and the -7 reply show for a value: the first (react-hook-form's resolver keeps one). */
export const firstProblem = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
