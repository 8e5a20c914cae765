import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { PhoneField } from './phone-field.tsx';
import { expectAttributes, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

it('is a phone field with the phone keyboard, autofill and its note as description', () => {
  render(
    <TestForm schema={z.object({ phone: z.string() })} defaultValues={{ phone: '' }}>
      {(control) => <PhoneField control={control} name="phone" label="Phone number" note="With the country code" />}
    </TestForm>,
  );
  const input = screen.getByRole('textbox', { name: 'Phone number' });
  expectAttributes(input, { type: 'tel', inputmode: 'tel', autocomplete: 'tel' });
  expect(input).toHaveAccessibleDescription('With the country code');
});
