import type * as React from 'react';
import { Fragment } from 'react';

type SkeletonGridProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What is loading, for screen readers. */
  label: string;
  count: number;
  /** The grid's classes: the same as the loaded list's, so nothing moves when it arrives. */
  gridClassName: string;
  /** One card's placeholder. */
  children: React.ReactNode;
};

/** A grid of card placeholders while a list loads, announced as one status. */
export function SkeletonGrid({
  label,
  count,
  gridClassName,
  children,
  ...props
}: SkeletonGridProps) {
  return (
    <div role="status" {...props}>
      <span className="sr-only">{label}</span>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          <Fragment key={index}>{children}</Fragment>
        ))}
      </div>
    </div>
  );
}
