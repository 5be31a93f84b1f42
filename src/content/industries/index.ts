import type { IconName } from '../types';

/** The 18 industries. Feeds menus, directories and the route registry; full page copy lives in ./<slug>.ts. */
export interface IndustrySummary {
  slug: string;
  name: string;
  icon: IconName;
  /** One line for directory cards and search. */
  blurb: string;
  /** A short line (at most about 40 characters) under the name in the Industries menu, beside its scene. */
  menuLine: string;
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
    menuLine: 'MRO, line maintenance and ground crews',
  },
  {
    slug: 'construction',
    name: 'Construction',
    icon: 'HardHat',
    ctaLabel: 'Contact Us',
    blurb: 'Site procedures, safety steps and trade know-how for every crew, by phone.',
    menuLine: 'Site safety, trades and inspections',
  },
  {
    slug: 'consulting',
    name: 'Consulting',
    icon: 'Briefcase',
    ctaLabel: 'Book a Discovery Call',
    blurb: 'Put your methods on a phone line your clients can call after you leave.',
    menuLine: 'Your methods, after the engagement',
  },
  {
    slug: 'education',
    name: 'Education',
    icon: 'GraduationCap',
    ctaLabel: 'Request a Demo',
    blurb: 'Support for students, instructors and administrators, any hour, on any phone.',
    menuLine: 'Students, instructors and staff',
  },
  {
    slug: 'energy',
    name: 'Energy',
    icon: 'Zap',
    ctaLabel: 'Request a Demo',
    blurb: 'Step-by-step guidance for oil and gas, utilities, renewables and T&D crews.',
    menuLine: 'Oil and gas, utilities and renewables',
  },
  {
    slug: 'field-services',
    name: 'Field Services',
    icon: 'Wrench',
    ctaLabel: 'Request a Demo',
    blurb: 'Troubleshooting help for HVAC, telecom, medical equipment and industrial techs.',
    menuLine: 'HVAC, telecom and equipment techs',
  },
  {
    slug: 'government',
    name: 'Government',
    icon: 'Landmark',
    ctaLabel: 'Request a Briefing',
    blurb: 'Consistent answers for public works, administration, public health and emergency teams.',
    menuLine: 'Public works, public health, admin',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    icon: 'HeartPulse',
    ctaLabel: 'Request a Clinical Demo',
    blurb: 'Protocol guidance for clinical, front-desk, lab and home-health staff.',
    menuLine: 'Clinical, front desk, lab, home health',
  },
  {
    slug: 'it',
    name: 'IT',
    icon: 'Server',
    ctaLabel: 'Get an IT Demo',
    blurb: 'Runbooks and troubleshooting trees your techs can talk through, hands-free.',
    menuLine: 'Service desk, deskside, network, SOC',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    icon: 'Factory',
    ctaLabel: 'Request a Demo',
    blurb: 'SOPs for production, maintenance and warehouse teams, right at the line.',
    menuLine: 'Production, maintenance, warehouse',
  },
  {
    slug: 'media-and-publishing',
    name: 'Media & Publishing',
    icon: 'Newspaper',
    ctaLabel: 'Request a Demo',
    blurb: 'Style, workflow and production standards for editorial and publishing teams.',
    menuLine: 'Editorial, production, publishing',
  },
  {
    slug: 'non-profit',
    name: 'Non-Profit',
    icon: 'HandHeart',
    ctaLabel: 'Request a Demo',
    blurb: 'Onboard volunteers and caseworkers fast, with no software to buy or learn.',
    menuLine: 'Volunteers, caseworkers, operations',
  },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    icon: 'Building2',
    ctaLabel: 'Schedule a Consultation',
    blurb: 'Client onboarding, legal, financial, A&E and HR know-how on call.',
    menuLine: 'Legal, financial, A&E and HR teams',
  },
  {
    slug: 'restaurant-and-hospitality',
    name: 'Restaurant & Hospitality',
    icon: 'UtensilsCrossed',
    ctaLabel: 'Request a Demo',
    blurb: 'Back-of-house, front-of-house, hotel and event teams get answers mid-shift.',
    menuLine: 'Kitchen, front of house and hotel',
  },
  {
    slug: 'retail',
    name: 'Retail',
    icon: 'Store',
    ctaLabel: 'Get a Retail Demo',
    blurb: 'New hires, stockroom, checkout and returns, answered in the aisle.',
    menuLine: 'Stockroom, checkout and returns',
  },
  {
    slug: 'sales',
    name: 'Sales',
    icon: 'TrendingUp',
    ctaLabel: 'Request a Sales Demo',
    blurb: 'Playbooks, objection handling and product facts for reps between calls.',
    menuLine: 'Playbooks and objections, between calls',
  },
  {
    slug: 'training',
    name: 'Training',
    icon: 'Presentation',
    ctaLabel: 'Contact Sales',
    blurb: 'Reinforce every course after the classroom, with a number learners can call.',
    menuLine: 'Reinforcement after the classroom',
  },
  {
    slug: 'transportation-and-logistics',
    name: 'Transportation & Logistics',
    icon: 'Truck',
    ctaLabel: 'Get a Logistics Demo',
    blurb: 'Drivers, dock and dispatch teams get procedures without leaving the cab.',
    menuLine: 'Drivers, dock and dispatch',
  },
] as const satisfies readonly IndustrySummary[];

export type { IndustrySlug } from '../industry-tints';

/** The name of an industry's Pocket Mentor edition: "Pocket Mentor for Healthcare". */
export const editionName = (industry: string) => `Pocket Mentor for ${industry}`;
