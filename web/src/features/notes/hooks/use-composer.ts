import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useZodForm, type FormError } from '../../../lib/use-zod-form';
import { blocksSubmit, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { usePickedFiles } from '../../../lib/files/use-picked-files';

export interface ComposerValues extends Record<string, unknown> {
  content: string;
  core: 'YES' | 'NO';
  recipientIds: string[];
}

export interface ComposedBody {
  content: string;
  core: boolean;
  recipientIds: string[];
  files: string[];
}

interface Options {
  companyId: string;
  /** noteSchema or responseSchema (domain/note/schemas.ts): their Danish messages show under the fields. */
  schema: z.ZodType;
  /** Extra schema input, e.g. the note's `equipmentId`. */
  extra?: Record<string, string>;
  failureHeading: string;
  send: (body: ComposedBody) => Promise<boolean>;
  /** The ids of the form's fields, which the error summary's lines link to. */
  fieldIds: { content: string; recipientIds?: string; files: string };
}

const initial: ComposerValues = { content: '', core: 'NO', recipientIds: [] };

/**
 * The note and response forms: validate with the shared schema, upload the files first, then send
 * the note with their keys; cleared once it is sent.
 */
export function useComposer({ companyId, schema, extra, failureHeading, send, fieldIds }: Options) {
  const picked = usePickedFiles(companyId, failureHeading);
  const form = useZodForm({
    schema,
    initial,
    toInput: (values: ComposerValues) => ({
      content: values.content,
      core: values.core === 'YES',
      recipientIds: values.recipientIds,
      files: picked.files.map((file) => file.file.name),
      ...extra,
    }),
  });
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  // Whether a submit has been tried: only then does the error summary show.
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = uploading || sending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const valid = form.validate();
    // The error summary appears and takes the focus (as in every other form).
    if (!valid || blocksSubmit(picked.files)) return;
    setUploading(true);
    const uploaded = await picked.uploadAll();
    setUploading(false);
    if (!uploaded.ok) return;
    const input = valid as { content: string };
    setSending(true);
    const sent = await send({
      content: input.content,
      core: form.values.core === 'YES',
      recipientIds: form.values.recipientIds,
      files: uploaded.keys,
    });
    setSending(false);
    if (!sent) return;
    form.set('content', '');
    form.set('core', 'NO');
    form.set('recipientIds', []);
    form.clearErrors();
    setTried(false);
    picked.reset();
  };

  const filesFieldError = filesError(picked.files) ?? form.errors.find((error) => error.field === 'files')?.message;
  const summary = tried ? summaryOf(form.errors, blockingFileError(picked.files), fieldIds) : [];
  return { form, picked, busy, uploading, formRef, onSubmit, filesFieldError, summary };
}

/** A file that stops the form (too large, a type not allowed); a failed upload is retried instead. */
const blockingFileError = (files: readonly PickedFile[]) =>
  files.find((picked) => picked.error && picked.state !== 'failed')?.error;

/**
 * The lines of 'Der er et problem': the schema's errors, linked to the fields by their ids, and a
 * file that stops the form.
 */
export function summaryOf(
  errors: readonly FormError[],
  fileError: string | undefined,
  ids: Options['fieldIds'],
): FormError[] {
  const idOf = (field: string | undefined) => (field ? (ids as Record<string, string | undefined>)[field] : undefined);
  const lines = errors
    .filter((error) => error.field !== 'files')
    .map((error) => ({ field: idOf(error.field), message: error.message }));
  const filesLine = fileError ?? errors.find((error) => error.field === 'files')?.message;
  return filesLine ? [...lines, { field: ids.files, message: filesLine }] : lines;
}
