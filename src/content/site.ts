/**
 * Every business constant the site uses. The owner replaces these sample values;
 * no component hard-codes a name, number, address or external URL.
 */
export const site = {
  name: 'Pocket Mentor',
  /** Legal name used in the copyright line. */
  legalName: 'Pocket Mentor, Inc.',
  tagline: 'Expert guidance on any phone. No app required.',
  /** Production origin: canonical URLs, sitemap and Open Graph tags are built from it. */
  url: 'https://www.pocketmentor.example',
  locale: 'en_US',

  /** Main number, shown in the header. Sample value (555-01xx is reserved for fiction). */
  phone: { display: '(317) 555-0142', tel: '+13175550142' },
  /** Second contact number, shown in the footer and on /contact. */
  secondaryPhone: { label: 'Sales & partnerships', display: '(317) 555-0187', tel: '+13175550187' },
  email: 'hello@pocketmentor.example',

  address: {
    poBox: 'PO Box 4417',
    locality: 'Indianapolis',
    region: 'IN',
    postalCode: '46244',
    country: 'US',
  },

  /** External community site: the 'Log In' link and every 'Join the Community' button. */
  communityUrl: 'https://community.pocketmentor.example',
  /** The initiative for autistic people (linked from /company/social-impact and /community). */
  autismInitiativeUrl: 'https://autism.pocketmentor.example',

  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/pocketmentor-example', icon: 'linkedin', label: 'Pocket Mentor on LinkedIn' },
    { name: 'YouTube', href: 'https://www.youtube.com/@pocketmentor-example', icon: 'youtube', label: 'Pocket Mentor on YouTube' },
    { name: 'Facebook', href: 'https://www.facebook.com/pocketmentor.example', icon: 'facebook', label: 'Pocket Mentor on Facebook' },
    { name: 'X', href: 'https://x.com/pocketmentor_example', icon: 'x', label: 'Pocket Mentor on X' },
    { name: 'Instagram', href: 'https://www.instagram.com/pocketmentor.example', icon: 'instagram', label: 'Pocket Mentor on Instagram' },
  ],

  /** Booking widget on /contact: the scheduling vendor's form-embed script and its iframe. */
  booking: {
    scriptUrl: 'https://link.bookings.example/js/form_embed.js',
    iframeId: 'pm-booking-widget',
    iframeSrc: 'https://link.bookings.example/widget/booking/pocket-mentor-demo',
    minHeight: 700,
  },
} as const;

export type SocialIcon = (typeof site.social)[number]['icon'];

/** The postal address after the company name, one entry per line (footer, contact page). */
export const postalAddressLines = [
  site.address.poBox,
  `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
] as const;
