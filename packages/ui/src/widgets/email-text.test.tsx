import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailBreaks, emailParts } from './email-text.tsx';

describe('e-mail text', () => {
  it('splits an address after its @ and leaves any other text whole', () => {
    expect(emailParts('lucas.ferreira@demo.test')).toEqual(['lucas.ferreira@', 'demo.test']);
    expect(emailParts('"a@b"@example.test')).toEqual(['"a@b"@', 'example.test']);
    expect(emailParts('Reporting key')).toEqual(['Reporting key']);
    expect(emailParts('@handle')).toEqual(['@handle']);
    expect(emailParts('trailing@')).toEqual(['trailing@']);
  });

  it('offers a line break after the @ and before each dot, never inside a word', () => {
    expect(emailBreaks('lucas.ferreira@demo.test')).toEqual(['lucas', '.ferreira@', 'demo', '.test']);
    expect(emailBreaks('Reporting key v1.2')).toEqual(['Reporting key v1.2']);
    const { container } = render(<EmailText>trader@demo.test</EmailText>);
    const span = container.querySelector('.email-text')!;
    expect(span.textContent).toBe('trader@demo.test');
    expect(span.innerHTML).toBe('trader@<wbr>demo<wbr>.test');
    expect(span).toHaveAttribute('translate', 'no');
  });

  it('shows a text without an @ as it is', () => {
    const { container } = render(<EmailText>System</EmailText>);
    expect(container.querySelector('.email-text')!.innerHTML).toBe('System');
  });
});
