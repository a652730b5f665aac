/**
 * What the photo uploader takes, in a file of its own: the light PhotoUploader (which loads Uppy
 * lazily) and the PhotoUploaderPanel it loads both import it, and neither imports the other's types.
 */
export interface PhotoUploaderProps {
  /** Id of the drop zone's file button, for the field's label. */
  id?: string;
  /** At most this many photos (SPEC.md §5: 10). */
  maxPhotos: number;
  /** The uploaded photos' paths, in the order they were added, whenever that list changes. */
  onPhotosChange: (urls: string[]) => void;
  /** True while any photo is still uploading (or paused). */
  onBusyChange?: (busy: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}
