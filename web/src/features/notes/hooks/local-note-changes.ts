import { useSyncExternalStore } from 'react';
import type { Note, NoteResponse } from '../api/types';
import type { NoteChange } from '../utils/merge-notes';

/** How long a local change is laid over the server's list at most. */
const SETTLE_WINDOW = 30_000;
/** How often a list is re-read while it lags behind this browser's changes. */
export const SETTLE_INTERVAL = 700;

const none: readonly NoteChange[] = [];
let changes = new Map<string, readonly NoteChange[]>();
const listeners = new Set<() => void>();

function add(subject: string, change: NoteChange) {
  const now = Date.now();
  const kept = (changes.get(subject) ?? none).filter((existing) => existing.until > now);
  changes = new Map(changes).set(subject, [...kept, change]);
  listeners.forEach((listener) => listener());
}

/** This browser's recent note changes, per subject (see utils/merge-notes). */
export const localNoteChanges = {
  note: (subject: string, note: Note) => add(subject, { type: 'note', note, until: Date.now() + SETTLE_WINDOW }),
  response: (subject: string, noteId: string, response: NoteResponse) =>
    add(subject, { type: 'response', noteId, response, until: Date.now() + SETTLE_WINDOW }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  of: (subject: string) => changes.get(subject) ?? none,
};

export function useLocalNoteChanges(subject: string) {
  const snapshot = () => localNoteChanges.of(subject);
  return useSyncExternalStore(localNoteChanges.subscribe, snapshot, snapshot);
}
