import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './image-with-fallback.tsx';

describe('ImageWithFallback', () => {
  it('shows its own image while it loads', () => {
    render(<ImageWithFallback src="/logo.png" fallbackSrc="/default-logo.svg" alt="Brand" />);
    expect(screen.getByRole('img', { name: 'Brand' })).toHaveAttribute('src', '/logo.png');
  });

  it('switches to the fallback on a load error, once', () => {
    const onError = vi.fn();
    render(<ImageWithFallback src="/broken.png" fallbackSrc="/default-logo.svg" alt="Brand" onError={onError} />);
    const image = screen.getByRole('img', { name: 'Brand' });

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/default-logo.svg');

    // The fallback failing too must not send it back to the broken source or loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/default-logo.svg');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('uses the fallback when there is no source', () => {
    render(<ImageWithFallback src="" fallbackSrc="/default-logo.svg" alt="Brand" />);
    expect(screen.getByRole('img', { name: 'Brand' })).toHaveAttribute('src', '/default-logo.svg');
  });

  it('tries a new source again', () => {
    const { rerender } = render(<ImageWithFallback src="/de.svg" fallbackSrc="/flag.svg" alt="Deutsch" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ImageWithFallback src="/fr.svg" fallbackSrc="/flag.svg" alt="Français" />);
    expect(screen.getByRole('img', { name: 'Français' })).toHaveAttribute('src', '/fr.svg');
  });
});
