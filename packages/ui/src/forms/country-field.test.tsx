import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { countryCodeSchema } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { CountryField } from './country-field.tsx';
import { expectRefusedField, TestForm } from './test-form.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

const schema = z.object({ country: countryCodeSchema });

function renderCountry(onSubmit: (values: { country: string }) => void = () => {}) {
  render(
    <TestForm schema={schema} defaultValues={{ country: '' }} onSubmit={onSubmit}>
      {(control) => (
        <CountryField
          control={control}
          name="country"
          label="Country of residence"
          placeholder="Select a country"
          language="en"
          excluded={['US']}
          autoComplete="country"
        />
      )}
    </TestForm>,
  );
  return screen.getByRole('combobox', { name: 'Country of residence' });
}

describe('CountryField', () => {
  it('offers the countries not excluded and gives the chosen code to the form', async () => {
    const onSubmit = vi.fn();
    const select = renderCountry(onSubmit);
    expect(select).toHaveAttribute('autocomplete', 'country');
    expect(screen.queryByRole('option', { name: 'United States' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(select, 'GB');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'GB' }, expect.anything());
  });

  it('links its translated error and focuses the picker when nothing is chosen', async () => {
    const select = renderCountry();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expectRefusedField(select, 'Mandatory field');
  });
});
