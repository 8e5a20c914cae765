import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes numbers as pixels and strings as CSS lengths', () => {
    const { container } = render(<Skeleton width={120} height="1.5rem" radius="50%" className="avatar" />);
    const block = container.firstChild as HTMLElement;
    expect(block).toHaveStyle({ width: '120px', height: '1.5rem', borderRadius: '50%' });
    expect(block).toHaveClass('skeleton', 'avatar');
  });
});
