import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { personNameSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { TestForm } from './test-form.tsx';
import { TextField } from './text-field.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z.object({ firstName: personNameSchema, city: z.string() });
type Values = z.infer<typeof schema>;

function renderNames(onSubmit: (values: Values) => void = () => {}) {
  render(
    <TestForm schema={schema} defaultValues={{ firstName: '', city: '' }} onSubmit={onSubmit}>
      {(control) => (
        <>
          <TextField control={control} name="firstName" label="First name" autoComplete="given-name" max={50} />
          <TextField control={control} name="city" label="City" note="Where you live" className="wide" />
        </>
      )}
    </TestForm>,
  );
}

describe('TextField', () => {
  it('labels its input and registers it with the form', async () => {
    const onSubmit = vi.fn();
    renderNames(onSubmit);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('name', 'firstName');
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');

    const user = userEvent.setup();
    await user.type(input, 'Ada');
    await user.type(screen.getByLabelText('City'), 'London{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ada', city: 'London' }, expect.anything());
  });

  it('says nothing when focus merely passes through an untouched field (to the next one, a tab, a switcher)', async () => {
    renderNames();
    const user = userEvent.setup();
    const input = screen.getByLabelText('First name');
    await user.click(input);
    await user.tab();
    expect(screen.getByLabelText('City')).toHaveFocus();
    await user.click(document.body);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Mandatory field')).toBeNull();
  });

  it('shows the translated error once a changed field is left, marks it invalid and describes it by the error', async () => {
    renderNames();
    const user = userEvent.setup();
    const input = screen.getByLabelText('First name');
    await user.type(input, ' ');
    await user.tab();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mandatory field');
    const errorId = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)).toHaveTextContent('Mandatory field');
  });

  it("puts the field's own limit in 'Maximum {{max}} symbols', and clears the error when fixed", async () => {
    renderNames();
    const user = userEvent.setup();
    const input = screen.getByLabelText('First name');
    await user.type(input, 'A'.repeat(51));
    await user.tab();
    expect(input).toHaveAccessibleDescription('Maximum 50 symbols');

    await user.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Maximum 50 symbols')).toBeNull();
  });

  it('keeps its note in the description next to the error, and its class on the wrapper', async () => {
    renderNames();
    const city = screen.getByLabelText('City');
    expect(city).toHaveAccessibleDescription('Where you live');
    expect(city.closest('.field')).toHaveClass('wide');
    expect(city).not.toHaveClass('wide');
  });

  it('moves focus to the first failing field on submit', async () => {
    renderNames();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it("shows an error the server gave (a -7 field message) like the schema's own", () => {
    function ServerRefused() {
      const form = useForm({ defaultValues: { city: '' } });
      useEffect(() => form.setError('city', { type: 'server', message: 'validation.latinAndHyphens' }), [form]);
      return <TextField control={form.control} name="city" label="City" />;
    }
    render(<ServerRefused />);
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Latin letters and hyphens only');
  });
});
