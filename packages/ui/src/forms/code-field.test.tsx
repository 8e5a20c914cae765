import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { oneTimeCodeSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { CodeField } from './code-field.tsx';
import { expectAttributes, expectRefusedField, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z.object({ code: z.string().pipe(oneTimeCodeSchema) });

function renderCode(onSubmit: (values: { code: string }) => void = () => {}) {
  render(
    <TestForm schema={schema} defaultValues={{ code: '' }} onSubmit={onSubmit}>
      {(control) => <CodeField control={control} name="code" label="Verification code" autoFocus />}
    </TestForm>,
  );
  return screen.getByRole('textbox', { name: 'Verification code' });
}

describe('CodeField', () => {
  it('is a six-character text field with the digit keyboard and the one-time-code autofill', () => {
    const input = renderCode();
    expectAttributes(input, {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      pattern: '[0-9]*',
    });
    expect(input).toHaveFocus();
  });

  it('stops at six characters and keeps leading zeros', async () => {
    const onSubmit = vi.fn();
    const input = renderCode(onSubmit);
    const user = userEvent.setup();
    await user.type(input, '01234567{Enter}');
    expect(input).toHaveValue('012345');
    expect(onSubmit).toHaveBeenCalledWith({ code: '012345' }, expect.anything());
  });

  it('links its error to the input', async () => {
    const input = renderCode();
    const user = userEvent.setup();
    await user.type(input, '12{Enter}');
    expectRefusedField(input, 'Should be 6 characters');
  });
});
