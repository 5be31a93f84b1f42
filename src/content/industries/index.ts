import type { IconName } from '../types';

/** The 18 industries. Feeds menus, directories and the route registry; full page copy lives in ./<slug>.ts. */
export interface IndustrySummary {
  slug: string;
  name: string;
  icon: IconName;
  /** One line for menus and directory cards. */
  blurb: string;
  /** The page's button wording (spec §2, Industry pages). Every one links to /contact. */
  ctaLabel: string;
}

export const industries = [
  {
    slug: 'aerospace-and-aviation',
    name: 'Aerospace & Aviation',
    icon: 'Plane',
    ctaLabel: 'Request a Briefing',
    blurb: 'Guided answers for MRO crews, line maintenance and ground teams, on the tarmac.',
  },
  {
    slug: 'construction',
    name: 'Construction',
    icon: 'HardHat',
    ctaLabel: 'Contact Us',
    blurb: 'Site procedures, safety steps and trade know-how for every crew, by phone.',
  },
  {
    slug: 'consulting',
    name: 'Consulting',
    icon: 'Briefcase',
    ctaLabel: 'Book a Discovery Call',
    blurb: 'Put your methods on a phone line your clients can call after you leave.',
  },
  {
    slug: 'education',
    name: 'Education',
    icon: 'GraduationCap',
    ctaLabel: 'Request a Demo',
    blurb: 'Support for students, instructors and administrators, any hour, on any phone.',
  },
  {
    slug: 'energy',
    name: 'Energy',
    icon: 'Zap',
    ctaLabel: 'Request a Demo',
    blurb: 'Step-by-step guidance for oil and gas, utilities, renewables and T&D crews.',
  },
  {
    slug: 'field-services',
    name: 'Field Services',
    icon: 'Wrench',
    ctaLabel: 'Request a Demo',
    blurb: 'Troubleshooting help for HVAC, telecom, medical equipment and industrial techs.',
  },
  {
    slug: 'government',
    name: 'Government',
    icon: 'Landmark',
    ctaLabel: 'Request a Briefing',
    blurb: 'Consistent answers for public works, administration, public health and emergency teams.',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    icon: 'HeartPulse',
    ctaLabel: 'Request a Clinical Demo',
    blurb: 'Protocol guidance for clinical, front-desk, lab and home-health staff.',
  },
  {
    slug: 'it',
    name: 'IT',
    icon: 'Server',
    ctaLabel: 'Get an IT Demo',
    blurb: 'Runbooks and troubleshooting trees your techs can talk through, hands-free.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    icon: 'Factory',
    ctaLabel: 'Request a Demo',
    blurb: 'SOPs for production, maintenance and warehouse teams, right at the line.',
  },
  {
    slug: 'media-and-publishing',
    name: 'Media & Publishing',
    icon: 'Newspaper',
    ctaLabel: 'Request a Demo',
    blurb: 'Style, workflow and production standards for editorial and publishing teams.',
  },
  {
    slug: 'non-profit',
    name: 'Non-Profit',
    icon: 'HandHeart',
    ctaLabel: 'Request a Demo',
    blurb: 'Onboard volunteers and caseworkers fast, with no software to buy or learn.',
  },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    icon: 'Building2',
    ctaLabel: 'Schedule a Consultation',
    blurb: 'Client onboarding, legal, financial, A&E and HR know-how on call.',
  },
  {
    slug: 'restaurant-and-hospitality',
    name: 'Restaurant & Hospitality',
    icon: 'UtensilsCrossed',
    ctaLabel: 'Request a Demo',
    blurb: 'Back-of-house, front-of-house, hotel and event teams get answers mid-shift.',
  },
  {
    slug: 'retail',
    name: 'Retail',
    icon: 'Store',
    ctaLabel: 'Get a Retail Demo',
    blurb: 'New hires, stockroom, checkout and returns, answered in the aisle.',
  },
  {
    slug: 'sales',
    name: 'Sales',
    icon: 'TrendingUp',
    ctaLabel: 'Request a Sales Demo',
    blurb: 'Playbooks, objection handling and product facts for reps between calls.',
  },
  {
    slug: 'training',
    name: 'Training',
    icon: 'Presentation',
    ctaLabel: 'Contact Sales',
    blurb: 'Reinforce every course after the classroom, with a number learners can call.',
  },
  {
    slug: 'transportation-and-logistics',
    name: 'Transportation & Logistics',
    icon: 'Truck',
    ctaLabel: 'Get a Logistics Demo',
    blurb: 'Drivers, dock and dispatch teams get procedures without leaving the cab.',
  },
] as const satisfies readonly IndustrySummary[];

export type IndustrySlug = (typeof industries)[number]['slug'];

/** The name of an industry's Pocket Mentor edition: "Pocket Mentor for Healthcare". */
export const editionName = (industry: string) => `Pocket Mentor for ${industry}`;
