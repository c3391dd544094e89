/** Media-type and file-type ids, for domain and page code alike (browser-safe). */
export {
  audioFileTypes,
  bookMediaTypes,
  downloadableFileTypes,
  FileTypeId,
  MediaTypeId,
} from '../../db/schema/media-kinds.ts';
