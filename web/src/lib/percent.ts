const oneDecimal = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `87,5 %`, or '–' when there is nothing to measure. */
export const formatPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${oneDecimal.format(value)} %` : '–';
