import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InspectionResult } from '#domain/inspection/types';
import { inspectorCompletionSchema } from '#domain/inspection/schemas';
import { ChecklistAnswerFields } from '../../../components/checklist/checklist-answer-fields';
import { FilePicker } from '../../../components/files/file-picker';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { addFiles, blocksSubmit, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { fieldErrors } from '../../../lib/form/field-errors';
import { answerInputId, answerInputs, answerProblems, type AnswerDrafts } from '../../../lib/tasks/checklist-answers';
import { space } from '../../../lib/theme';
import { completeInspection, uploadReportFile, type InspectionView } from '../api/inspection';
import { REPORT_ACCEPT, linkProblem, resultOptions } from '../utils/inspection-text';

let sequence = 0;
const newId = () => `file-${Date.now().toString(36)}-${(sequence += 1)}`;

const fieldIds: Record<string, string> = {
  files: 'inspection-report',
  certificateNumber: 'inspection-certificate',
  result: 'inspection-result',
  remarks: 'inspection-remarks',
};

type Uploads = Record<string, PickedFile[]>;
const REPORT = '';

/**
 * The inspector's form: the checklist answered as in the app's completion dialog, the report (PDF
 * or photos) uploaded straight to the bucket, the certificate number (prefilled when the company
 * knew it), the result and remarks; 'Registrér eftersyn' sends it all once.
 */
export function InspectionForm({ token, view }: { token: string; view: InspectionView }) {
  const checklist = view.task.checklist;
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  // The report's files under '' and each photo item's under its id: all go through the link's upload.
  const [uploads, setUploads] = useState<Uploads>({});
  const [certificateNumber, setCertificateNumber] = useState(view.inspector.certificateNumber);
  const [result, setResult] = useState<InspectionResult | ''>('');
  const [remarks, setRemarks] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  const report = uploads[REPORT] ?? [];
  const photoNames = Object.fromEntries(
    Object.entries(uploads)
      .filter(([key]) => key !== REPORT)
      .map(([itemId, list]) => [itemId, list.map((picked) => picked.key ?? picked.file.name)]),
  );
  const answers = answerInputs(checklist, drafts, photoNames);
  const body = {
    answers,
    files: report.map((picked) => picked.key ?? picked.file.name),
    certificateNumber,
    result,
    remarks,
  };
  const answerErrors = tried ? answerProblems(checklist, answers) : {};
  const errors = tried ? fieldErrors(inspectorCompletionSchema, body) : {};
  const summary = [
    ...checklist.flatMap((item) =>
      answerErrors[item.id]
        ? [{ field: answerInputId(item.id), message: `${item.label}: ${answerErrors[item.id]}` }]
        : [],
    ),
    ...(answerErrors[''] ? [{ message: answerErrors[''] }] : []),
    ...Object.entries(errors)
      .filter(([path]) => !path.startsWith('answers'))
      .map(([path, message]) => ({ field: fieldIds[path.split('.')[0]], message })),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  const add = (key: string, files: File[]) => {
    setServerError(null);
    setUploads((all) => ({ ...all, [key]: addFiles(all[key] ?? [], files, newId) }));
  };
  const remove = (key: string, id: string) =>
    setUploads((all) => ({ ...all, [key]: (all[key] ?? []).filter((picked) => picked.id !== id) }));
  const update = (key: string, id: string, patch: Partial<PickedFile>) =>
    setUploads((all) => ({
      ...all,
      [key]: (all[key] ?? []).map((picked) => (picked.id === id ? { ...picked, ...patch } : picked)),
    }));

  /** Every picked file up (those up already kept): per key, the refs; or false when one failed. */
  const uploadAll = async (): Promise<Record<string, string[]> | false> => {
    const refs: Record<string, string[]> = {};
    let failed = false;
    for (const [key, list] of Object.entries(uploads)) {
      refs[key] = [];
      for (const picked of list) {
        if (picked.key) {
          refs[key].push(picked.key);
          continue;
        }
        update(key, picked.id, { state: 'uploading', error: undefined });
        const uploaded = await uploadReportFile(token, picked.file);
        if (uploaded.ok) {
          update(key, picked.id, { state: 'done', key: uploaded.ref });
          refs[key].push(uploaded.ref);
        } else {
          update(key, picked.id, { state: 'failed', error: uploaded.message });
          failed = true;
        }
      }
    }
    return failed ? false : refs;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    setServerError(null);
    const blocked =
      Object.keys(answerProblems(checklist, answers)).length > 0 ||
      Object.keys(fieldErrors(inspectorCompletionSchema, body)).length > 0 ||
      Object.values(uploads).some(blocksSubmit);
    if (blocked) return;
    setPending(true);
    const refs = await uploadAll();
    if (!refs) {
      setPending(false);
      setServerError('En fil kunne ikke sendes. Prøv igen.');
      return;
    }
    const photoRefs = Object.fromEntries(Object.entries(refs).filter(([key]) => key !== REPORT));
    const answer = await completeInspection(token, {
      answers: answerInputs(checklist, drafts, photoRefs),
      files: refs[REPORT] ?? [],
      certificateNumber,
      result: result as InspectionResult,
      remarks,
    });
    setPending(false);
    if (answer.ok) return setDone('Tak. Eftersynet er registreret.');
    const problem = linkProblem(answer.error);
    setServerError(problem?.message ?? answer.error.body.message ?? 'Eftersynet kunne ikke registreres. Prøv igen.');
  };

  if (done) {
    return (
      <section aria-labelledby="inspection-done" role="status">
        <h2 id="inspection-done" ref={thanks} tabIndex={-1}>
          {done}
        </h2>
        <p>{view.companyName} har fået besked. Du kan lukke siden.</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="inspection-form-heading">
      <h2 id="inspection-form-heading">Registrér eftersynet</h2>
      <ErrorSummary errors={summary} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        css={{ display: 'grid', gap: space(1) }}
      >
        {checklist.length > 0 && (
          <ChecklistAnswerFields
            items={checklist}
            drafts={drafts}
            onChange={(itemId, draft) => {
              setServerError(null);
              setDrafts((now) => ({ ...now, [itemId]: draft }));
            }}
            photos={Object.fromEntries(Object.entries(uploads).filter(([key]) => key !== REPORT))}
            onAddPhotos={add}
            onRemovePhoto={remove}
            problems={answerErrors}
            disabled={pending}
          />
        )}
        <FilePicker
          id="inspection-report"
          label="Rapport"
          hint="Din rapport som PDF eller fotos. Højst 25 MB pr. fil."
          accept={REPORT_ACCEPT}
          chooseLabel="Vælg filer"
          files={report}
          onAdd={(files) => add(REPORT, files)}
          onRemove={(id) => remove(REPORT, id)}
          error={filesError(report) ?? errors.files}
          disabled={pending}
        />
        <TextField
          id="inspection-certificate"
          label="Certifikatnummer"
          autoComplete="off"
          value={certificateNumber}
          onChange={setCertificateNumber}
          error={errors.certificateNumber}
        />
        <RadioGroup<InspectionResult>
          id="inspection-result"
          legend="Resultat"
          options={resultOptions}
          value={result}
          onChange={setResult}
          error={errors.result}
          disabled={pending}
        />
        <TextAreaField
          id="inspection-remarks"
          label="Bemærkninger"
          rows={4}
          value={remarks}
          onChange={setRemarks}
          error={errors.remarks}
        />
        <div>
          <Button type="submit" loading={pending}>
            Registrér eftersyn
          </Button>
        </div>
      </form>
    </section>
  );
}
