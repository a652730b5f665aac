/** What the photo uploader (uploads feature, composed in by the page) receives. */
export interface PhotoFieldProps {
  id?: string;
  maxPhotos: number;
  onPhotosChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}
