import { useEffect, useRef, type ReactNode } from 'react';
import { headingRowStyle } from '../../../components/ui/page-header';
import { colors, space } from '../../../lib/theme';

interface Props {
  /** The company's name, shown small above the title (and part of the heading's name). */
  caption: string | undefined;
  title: string;
  /** Take the focus when shown (after 'Vis oversigt' replaced the button that had it). */
  focus?: boolean;
  children?: ReactNode;
}

/** The page's h1: the company's name as a caption, then what the page is. */
export function OverviewHeading({ caption, title, focus = false, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div css={{ ...headingRowStyle, alignItems: 'flex-end', marginBottom: space(6) }}>
      <h1 ref={ref} tabIndex={-1} css={{ margin: 0, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
        {caption && (
          <span
            css={{ display: 'block', fontSize: '1rem', fontWeight: 600, color: colors.muted, marginBottom: space(1) }}
          >
            {caption}
          </span>
        )}
        {title}
      </h1>
      {children}
    </div>
  );
}
