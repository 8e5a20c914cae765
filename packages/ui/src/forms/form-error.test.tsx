import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormError } from './form-error.tsx';

// jsdom lays nothing out and has no scrollIntoView: record which element asked to be brought into view.
const scrolled: Element[] = [];
const jsdomOwn = Element.prototype.scrollIntoView;
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = jsdomOwn;
});

describe('FormError', () => {
  it('announces a refused submit as an alert and brings it into view, with what follows the message', () => {
    render(
      <FormError message="User exists">
        {' '}
        <a href="/sign-in">Sign in</a>
      </FormError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('User exists Sign in');
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(alert);
  });

  it('is brought into view again when the refusal changes, not on every render', () => {
    const view = render(<FormError message="User exists" />);
    view.rerender(<FormError message="User exists" />);
    expect(scrolled).toHaveLength(1);
    view.rerender(<FormError message="Too many requests. Try again later." />);
    expect(scrolled).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });
});
