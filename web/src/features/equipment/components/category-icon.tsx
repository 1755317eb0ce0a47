import type { ReactNode } from 'react';
import { categoryIcon, type CategoryIcon as IconName } from '#domain/equipment/categories';

/** Line drawings on a 24×24 grid, drawn with the text colour. */
const paths: Record<IconName, ReactNode> = {
  vehicle: (
    <>
      <path d="M2 6h12v10H2zM14 9h4.5L22 12.5V16h-8z" />
      <circle cx="6.5" cy="17.5" r="2" />
      <circle cx="17.5" cy="17.5" r="2" />
    </>
  ),
  machine: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
      <circle cx="12" cy="12" r="6.5" />
    </>
  ),
  handTool: <path d="M14.5 3.5a5 5 0 0 0-4.8 6.6L3 16.8 7.2 21l6.7-6.7a5 5 0 0 0 6.6-4.8l-3 3-3.3-.9-.9-3.3z" />,
  structure: <path d="M4 21V6l8-3.5L20 6v15M2 21h20M8 9h2M14 9h2M8 13h2M14 13h2M10 21v-4h4v4" />,
  electronics: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <path d="M9.5 2.5V6M14.5 2.5V6M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5M10 10h4v4h-4z" />
    </>
  ),
  measuring: <path d="M3.5 17a8.5 8.5 0 1 1 17 0M12 17l4.5-6M6.5 12.5l1 .6M12 8.5V10M17.5 12.5l-1 .6M3 20h18" />,
  safety: <path d="M12 2.5l8 3.2V11c0 5.2-3.4 9-8 10.5C7.4 20 4 16.2 4 11V5.7zM8.5 12l2.5 2.5 4.5-5" />,
  other: <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" />,
};

/**
 * The category's icon (spec 001 §9: køretøj, maskine, håndværktøj, strukturel, elektronik, måle*,
 * sikkerhed*, and a generic box). Decorative: the category is always written next to it.
 */
export function CategoryIcon({ category, size = 24 }: { category: string; size?: number }) {
  const name = categoryIcon(category ?? '');
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      {paths[name]}
    </svg>
  );
}
