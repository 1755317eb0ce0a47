import { useEffect, useEffectEvent, useRef } from 'react';
import type { z } from 'zod';
import { blocksSubmit, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import type { FormError } from '../../../lib/form/form-error';
import { useSchemaForm } from '../../../lib/form/use-schema-form';

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
  const form = useSchemaForm({
    schema,
    defaultValues: initial,
    // The schema counts the files picked beside the form.
    context: picked.files,
    toInput: (values: ComposerValues, files: readonly PickedFile[]) => ({
      content: values.content,
      core: values.core === 'YES',
      recipientIds: values.recipientIds,
      files: files.map((file) => file.file.name),
      ...extra,
    }),
    extraFields: ['files'],
  });
  const { isSubmitted, isSubmitting: busy } = form.form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  const filesChanged = useEffectEvent(() => void form.revalidate());
  useEffect(() => filesChanged(), [picked.files]);

  // The error summary appears and takes the focus (as in every other form) once a submit was tried.
  const onSubmit = form.submit(async (input) => {
    if (blocksSubmit(picked.files)) return;
    const uploaded = await picked.uploadAll();
    if (!uploaded.ok) return;
    const sent = await send({
      content: (input as { content: string }).content,
      core: form.values.core === 'YES',
      recipientIds: form.values.recipientIds,
      files: uploaded.keys,
    });
    if (!sent) return;
    form.reset(initial);
    picked.reset();
  }, busy);

  const filesFieldError = filesError(picked.files) ?? form.errorFor('files');
  const summary = isSubmitted ? summaryOf(form.errors, blockingFileError(picked.files), fieldIds) : [];
  return { form, picked, busy, formRef, onSubmit, filesFieldError, summary };
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
