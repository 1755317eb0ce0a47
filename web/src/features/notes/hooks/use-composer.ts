import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../../../lib/use-zod-form';
import { blocksSubmit, filesError } from '../utils/picked-files';
import { usePickedFiles } from './use-picked-files';

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
}

const initial: ComposerValues = { content: '', core: 'NO', recipientIds: [] };

/**
 * The note and response forms: validate with the shared schema, upload the files first, then send
 * the note with their keys; cleared once it is sent.
 */
export function useComposer({ companyId, schema, extra, failureHeading, send }: Options) {
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
  const formRef = useRef<HTMLFormElement>(null);
  const busy = uploading || sending;

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = form.validate();
    if (!valid || blocksSubmit(picked.files)) {
      focusFirstError();
      return;
    }
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
    picked.reset();
  };

  const filesFieldError = filesError(picked.files) ?? form.errors.find((error) => error.field === 'files')?.message;
  return { form, picked, busy, uploading, formRef, onSubmit, filesFieldError };
}
