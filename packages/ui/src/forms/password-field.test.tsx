import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { presentedPasswordSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { PasswordField } from './password-field.tsx';
import { expectAttributes, expectRefusedField, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z.object({ password: presentedPasswordSchema });

function renderPassword() {
  render(
    <TestForm schema={schema} defaultValues={{ password: '' }}>
      {(control) => <PasswordField control={control} name="password" label="Password" />}
    </TestForm>,
  );
  return screen.getByLabelText('Password', { selector: 'input' });
}

describe('PasswordField', () => {
  it("is a hidden 'current-password' field", () => {
    const input = renderPassword();
    expectAttributes(input, { type: 'password', autocomplete: 'current-password', name: 'password' });
  });

  it('is shown and hidden from the keyboard by a toggle that controls it', async () => {
    const input = renderPassword();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('s3cret!');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');
    expect(toggle).toHaveAccessibleName('Hide password');

    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it("tells a missing or overlong password, with the presented password's limit of 256", async () => {
    const input = renderPassword();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expectRefusedField(input, 'Mandatory field');

    await user.click(input);
    await user.paste('x'.repeat(257));
    expect(input).toHaveAccessibleDescription('Maximum 256 symbols');
  });
});
