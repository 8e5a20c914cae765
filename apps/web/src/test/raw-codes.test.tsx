import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rawCodesIn } from './raw-codes.ts';

describe('the raw-code check screens are tested with', () => {
  it('finds an enum’s wire value, a translation key and a status number', () => {
    const { container } = render(
      <dl>
        <dt>Payment method</dt>
        <dd>card</dd>
        <dt>Method</dt>
        <dd>bankTransfer</dd>
        <dt>Status</dt>
        <dd>Stage1KycNeeded</dd>
        <dd>payouts.checklist.funded</dd>
        <dd>Account status 3 (1-6 needed)</dd>
        <dd>Kontostatus: 9</dd>
        <dd>Statut du compte 3</dd>
      </dl>,
    );
    expect(rawCodesIn(container)).toEqual([
      'card',
      'bankTransfer',
      'Stage1KycNeeded',
      'payouts.checklist.funded',
      'Account status 3 (1-6 needed)',
      'Kontostatus: 9',
      'Statut du compte 3',
    ]);
  });

  it('passes labels, amounts and sentences with numbers', () => {
    const { container } = render(
      <p>
        Card · Bank transfer · Account status: Stage 1 – verification needed · Statut du compte : Étape 1 · 2 open ·
        $1,250.50 · e.g. 3.5% of example.com
      </p>,
    );
    expect(rawCodesIn(container)).toEqual([]);
  });
});
