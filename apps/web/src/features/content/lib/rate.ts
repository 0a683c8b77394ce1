/** A click-through rate as a percentage with one decimal ("2.4%"), or null before the first impression. */
export const percentage = (rate: number | null) => (rate === null ? null : `${(rate * 100).toFixed(1)}%`);
