import type { CSSProperties } from 'react';
import './skeleton.css';

type SkeletonProps = { width?: string | number; height?: string | number; radius?: string; className?: string };

const toLength = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder block with a shimmer, shown where content is loading (SPEC §2 shared widgets). Hidden from
 * assistive technology: the region it sits in says it is busy (aria-busy) or a Loader announces the wait.
 * Numbers are pixels; strings are any CSS length. Full width and one line high unless told.
 */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  const style: CSSProperties = { width: toLength(width), height: toLength(height), borderRadius: radius };
  return <span className={className ? `skeleton ${className}` : 'skeleton'} style={style} aria-hidden="true" />;
}
