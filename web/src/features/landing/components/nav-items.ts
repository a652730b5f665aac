/** The in-page anchors of the navigation bar and the mobile menu (SPEC.md §2), in order. */
export const NAV_ITEMS = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'security-trust', label: 'Security & Trust' },
  { id: 'faq', label: 'FAQ' },
] as const;
