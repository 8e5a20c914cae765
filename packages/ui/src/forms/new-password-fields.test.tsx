import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { passwordSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { expectRefusedField, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.newPasswordsMustMatch',
  });
type Values = z.infer<typeof schema>;

const RULES = '8 to 64 characters, with an uppercase letter, a lowercase letter, a digit and a special character.';

function renderPasswords(onSubmit: (values: Values) => void = () => {}, note?: string) {
  render(
    <TestForm schema={schema} defaultValues={{ newPassword: '', confirmPassword: '' }} onSubmit={onSubmit}>
      {(control) => (
        <NewPasswordFields
          control={control}
          name="newPassword"
          label="New password"
          confirmName="confirmPassword"
          confirmLabel="Confirm new password"
          note={note}
        />
      )}
    </TestForm>,
  );
  return {
    password: screen.getByLabelText('New password', { selector: 'input' }),
    confirmation: screen.getByLabelText('Confirm new password', { selector: 'input' }),
  };
}

describe('NewPasswordFields', () => {
  it("are two hidden 'new-password' fields, the policy describing the first", () => {
    const { password, confirmation } = renderPasswords();
    for (const input of [password, confirmation]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password).toHaveAccessibleDescription(RULES);
    expect(confirmation).not.toHaveAttribute('aria-describedby');
  });

  it('takes another policy text', () => {
    const { password } = renderPasswords(undefined, 'At least 12 characters');
    expect(password).toHaveAccessibleDescription('At least 12 characters');
  });

  it('goes password, toggle, confirmation, toggle in tab order', async () => {
    const { password, confirmation } = renderPasswords();
    const user = userEvent.setup();
    await user.tab();
    expect(password).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Show password' })[0]).toHaveFocus();
    await user.tab();
    expect(confirmation).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Show password' })[1]).toHaveFocus();
  });

  it('puts each error under its own field, the policy kept next to the first', async () => {
    const { password, confirmation } = renderPasswords();
    const user = userEvent.setup();
    await user.type(password, 'short');
    await user.type(confirmation, 'other{Enter}');
    expectRefusedField(password, `Password must be between 8 and 64 characters ${RULES}`);

    await user.clear(password);
    await user.type(password, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('New password and confirmation must match');
  });

  it('submits when both agree', async () => {
    const onSubmit = vi.fn();
    const { password, confirmation } = renderPasswords(onSubmit);
    const user = userEvent.setup();
    await user.type(password, 'Str0ng!pass');
    await user.type(confirmation, 'Str0ng!pass{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' },
      expect.anything(),
    );
  });
});
