import type { ReviewType } from '@worknest/shared/review-rules';

/** The texts of the review form, per side: the button that opens it and the dialog. */
export const reviewLabels: Record<ReviewType, { action: string; title: string; description: string; placeholder: string }> = {
  guest_to_host: {
    action: 'Review your stay',
    title: 'How was your stay?',
    description: 'Your review shows on the listing once an admin has approved it.',
    placeholder: 'The desk, the Wi-Fi, the quiet, the host…',
  },
  host_to_guest: {
    action: 'Review your guest',
    title: 'How was your guest?',
    description: 'Your review of the guest is checked by an admin before it counts.',
    placeholder: 'Communication, care for your home…',
  },
};
