import { useParams } from 'react-router-dom';

/** Placeholder until the notes helper replaces it: the notes of a task, equipment or location. */
export function NotesTab(props: { kind: 'TASK' | 'EQUIPMENT' | 'LOCATION'; param: string }) {
  const id = useParams()[props.param];
  return <p data-kind={props.kind}>{id}</p>;
}
