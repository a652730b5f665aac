/** The in-page anchors (labels: keys of the `landing` catalog) of the navigation bar and the mobile menu (SPEC.md §2), in order. */
export const NAV_ITEMS = [
  { id: 'how-it-works', label: 'nav.howItWorks' },
  { id: 'benefits', label: 'nav.benefits' },
  { id: 'security-trust', label: 'nav.security' },
  { id: 'faq', label: 'nav.faq' },
] as const;
