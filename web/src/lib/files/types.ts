/** A file of a task, note or response; `url` is a download URL valid 10 minutes ('' until the server has it). */
export type { Attachment } from '#domain/note/files';
