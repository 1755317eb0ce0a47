import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { isFileKeyOf } from '../../domain/note/files';
import { SERVICE_BOOK_IMAGE_BYTES, type ServiceBook } from '../../domain/equipment/service-book';
import { s3 } from '../platform/aws';
import { bucketName } from '../platform/config';
import type { BookImage } from './service-book-pdf';

const tooLarge = 'for stor til servicebogen; se den i appen';

/**
 * The book's JPEG and PNG pictures from the files bucket, in the order the book shows them, while
 * they fit in `SERVICE_BOOK_IMAGE_BYTES` together: Lambda answers at most 6 MB, base64 included
 * (decision 116 "The service book's pictures have a budget"). The rest are named, not drawn.
 */
export async function bookImages(book: ServiceBook, companyId: string): Promise<Map<string, BookImage>> {
  const keys = [
    ...new Set(
      book.notes
        .flatMap((note) => [note, ...note.responses])
        .flatMap((entry) => entry.files)
        .filter((file) => file.image && isFileKeyOf(file.key, companyId))
        .map((file) => file.key),
    ),
  ];
  const sizes = await Promise.all(
    keys.map(async (key) => {
      try {
        const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: key }));
        return head.ContentLength ?? 0;
      } catch {
        return null;
      }
    }),
  );
  const images = new Map<string, BookImage>();
  const wanted: string[] = [];
  let left = SERVICE_BOOK_IMAGE_BYTES;
  keys.forEach((key, i) => {
    const size = sizes[i];
    if (size === null) images.set(key, { skipped: 'findes ikke længere' });
    else if (size > left) images.set(key, { skipped: tooLarge });
    else {
      left -= size;
      wanted.push(key);
    }
  });
  await Promise.all(
    wanted.map(async (key) => {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket: bucketName('files'), Key: key }));
        images.set(key, { bytes: await object.Body!.transformToByteArray() });
      } catch {
        images.set(key, { skipped: 'kunne ikke hentes' });
      }
    }),
  );
  return images;
}
