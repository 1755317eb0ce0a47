/** A file of a task, note or response; `url` is a download URL valid 10 minutes ('' until the server has it). */
export interface Attachment {
  key: string;
  name: string;
  url: string;
  inline: boolean;
}
