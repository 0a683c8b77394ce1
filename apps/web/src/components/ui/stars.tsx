/**
 * A score out of five shown as stars, read only (a part of a star filled for a fraction). Lists show
 * it on every card: two spans and two drawings, where Mantine's Rating builds five inputs with
 * labels per star and fraction. Decoration: the caller names the score for screen readers.
 */
import type { CSSProperties } from 'react';
import classes from './stars.module.css';

const SIZES = { xs: 14, sm: 18, md: 20 } as const;
const STAR = 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z';

function FiveStars() {
  return (
    <svg viewBox="0 0 120 24" aria-hidden focusable="false">
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x})`} />
      ))}
    </svg>
  );
}

export function Stars({ value, size = 'md' }: { value: number; size?: keyof typeof SIZES }) {
  const share = Math.min(Math.max(value, 0), 5) / 5;
  return (
    <span className={classes.stars} style={{ '--stars-size': `${SIZES[size]}px` } as CSSProperties} aria-hidden>
      <span className={classes.empty}>
        <FiveStars />
      </span>
      <span className={classes.filled} style={{ width: `${share * 100}%` }}>
        <FiveStars />
      </span>
    </span>
  );
}
