/** A photo kept on the device until the server has it: the file, then the URL it was stored at. */
export interface QueuedPhoto {
  file: Blob;
  fileName: string;
  /** When it was taken (ISO 8601), from the file. */
  photoDate: string;
  /** Set once uploadImage answered: a retry then only adds it to the job. */
  url?: string;
}

/** A stored Blob as a File with a name (IndexedDB may hand back a Blob). */
export const asFile = (file: Blob, name: string) =>
  file instanceof File ? file : new File([file], name, { type: file.type });
