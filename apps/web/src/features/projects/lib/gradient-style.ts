import { isSafeGradient } from '@app/contracts';
import type { CSSProperties } from 'react';

/**
 * A project's gradient as its `background-image`, only when it is a gradient of colours (the
 * API's own check again: an unsafe value is never written into a style).
 */
export const gradientStyle = (gradient: string | null): CSSProperties | undefined =>
  gradient && isSafeGradient(gradient) ? { backgroundImage: gradient } : undefined;
