/** One line of the error summary; `field` is the id of the input it belongs to, if any. */
export interface FormError {
  field?: string;
  message: string;
}
