// In a file of its own: LandingActionsProvider renders the modals (loaded lazily) and the modals
// take these props, so neither imports the other.

/** What every landing modal receives. */
export interface LandingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix would focus a <DialogTrigger>; ours are plain buttons, so focus goes back to the opener. */
  onCloseAutoFocus: (event: Event) => void;
}
