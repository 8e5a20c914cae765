import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { Loader } from './loader.tsx';

beforeEach(() => {
  useEnglishCatalogue();
});

describe('Loader', () => {
  it('is a status with its label', () => {
    render(<Loader label="Loading your challenges" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your challenges');
  });

  it('says Loading… without a label', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps the label for screen readers beside a small spinner', () => {
    render(<Loader size="sm" label="Saving" />);
    expect(screen.getByText('Saving')).toHaveClass('visually-hidden');
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });
});
