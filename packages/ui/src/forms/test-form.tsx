import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

type Props<T extends FieldValues> = {
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  children: (control: Control<T>) => ReactNode;
  onSubmit?: (values: T) => void;
};

/**
 * The form-field tests' host (not a test file): a react-hook-form form as the screens build theirs (a zod
 * resolver, errors from the first blur on), with a submit button.
 */
export function TestForm<T extends FieldValues>({ schema, defaultValues, children, onSubmit = () => {} }: Props<T>) {
  const form = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues,
    mode: 'onTouched',
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {children(form.control)}
      <button type="submit">Submit</button>
    </form>
  );
}

/** A field's attributes checked as one table (type, keyboard, autofill, limits…), each named as the DOM names it. */
export function expectAttributes(element: Element, wanted: Record<string, string>) {
  const actual = Object.fromEntries(Object.keys(wanted).map((name) => [name, element.getAttribute(name)]));
  expect(actual).toEqual(wanted);
}

/** A field refused on submit: marked invalid, its error read out with it, and focus on it to fix it. */
export function expectRefusedField(element: HTMLElement, error: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(element).toHaveAccessibleDescription(error);
  expect(element).toHaveFocus();
}
