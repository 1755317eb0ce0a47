import { errorTextStyle } from './styles';

/** The error under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} css={errorTextStyle}>
      <span css={{ position: 'absolute', left: '-10000px' }}>Fejl: </span>
      {message}
    </p>
  );
}
