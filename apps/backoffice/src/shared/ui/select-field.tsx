import type { ComponentProps } from 'react';
import { SelectField as KitSelectField } from '@portal/ui/forms/select-field.tsx';

/**
 * The console's one select, for a filter (`value`, `onChange`) or a form's field (`form.register(name)`): the kit's,
 * taking its column's whole width; the layouts it sits in (a list's filters, a form's grid) give it the room of its
 * longest choice where the window has it (console.css, .bo-select).
 */
export function SelectField(props: Omit<ComponentProps<typeof KitSelectField>, 'selectClassName'>) {
  return <KitSelectField {...props} selectClassName="bo-select" />;
}
