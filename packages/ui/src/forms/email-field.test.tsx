import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { EmailField } from './email-field.tsx';
import { expectAttributes, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z.object({ email: z.string().pipe(emailSchema) });

function renderEmail(autoComplete?: string) {
  render(
    <TestForm schema={schema} defaultValues={{ email: '' }}>
      {(control) => <EmailField control={control} name="email" label="E-mail" autoComplete={autoComplete} />}
    </TestForm>,
  );
  return screen.getByRole('textbox', { name: 'E-mail' });
}

describe('EmailField', () => {
  it('asks for the e-mail keyboard and autofill', () => {
    const input = renderEmail();
    expectAttributes(input, { type: 'email', inputmode: 'email', autocomplete: 'email' });
  });

  it("takes 'username' where the address names an account to sign in to", () => {
    expect(renderEmail('username')).toHaveAttribute('autocomplete', 'username');
  });

  it('says what is wrong, with the e-mail limit of 254', async () => {
    const input = renderEmail();
    const user = userEvent.setup();
    await user.type(input, 'not-an-address');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail');

    await user.clear(input);
    await user.click(input);
    await user.paste(`${'a'.repeat(250)}@example.com`);
    expect(input).toHaveAccessibleDescription('Maximum 254 symbols');
  });
});
