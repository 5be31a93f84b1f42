/**
 * The curated set of lucide icons content may reference by name.
 * Kept as a plain list so content files stay serialisable and only these icons are bundled.
 */
export const iconNames = [
  'Activity', 'AlarmClock', 'AlertTriangle', 'Archive', 'Award', 'BadgeCheck', 'BarChart3', 'Bell',
  'BookOpen', 'BookOpenCheck', 'Brain', 'Briefcase', 'Building', 'Building2', 'Bus', 'Calculator',
  'Calendar', 'CalendarCheck', 'ChefHat', 'CircleCheck', 'ClipboardCheck', 'ClipboardList', 'Clock',
  'Cloud', 'Coffee', 'Cog', 'Compass', 'Cpu', 'CreditCard', 'DollarSign', 'DoorOpen', 'Download',
  'Droplets', 'Factory', 'FileCheck', 'FileText', 'Flame', 'FlaskConical', 'Forklift', 'Fuel', 'Gauge',
  'GraduationCap', 'HandHeart', 'Handshake', 'HardHat', 'Headphones', 'HeartHandshake', 'HeartPulse',
  'Hotel', 'Landmark', 'Layers', 'LifeBuoy', 'Lightbulb', 'LineChart', 'ListChecks', 'Lock', 'Mail',
  'MapPin', 'Megaphone', 'MessageSquare', 'MessagesSquare', 'Mic', 'Microscope', 'Newspaper',
  'Package', 'PackageCheck', 'Paintbrush', 'PenTool', 'Phone', 'PhoneCall', 'PiggyBank', 'Plane',
  'PlugZap', 'Presentation', 'Radio', 'Receipt', 'Recycle', 'RefreshCw', 'Rocket', 'Route', 'Ruler',
  'School', 'Search', 'Server', 'Settings', 'ShieldAlert', 'ShieldCheck', 'ShoppingBag', 'ShoppingCart',
  'Siren', 'Smartphone', 'Sparkles', 'Sprout', 'Stethoscope', 'Store', 'Sun', 'Syringe', 'Target',
  'Thermometer', 'Timer', 'TrendingDown', 'TrendingUp', 'Truck', 'UserCheck', 'UserPlus', 'Users',
  'UtensilsCrossed', 'Video', 'Warehouse', 'Wifi', 'WifiOff', 'Wind', 'Wrench', 'Zap',
] as const;

export type IconName = (typeof iconNames)[number];

/** Icons the interface itself uses (arrows, chevrons, menu, contact details). Also in the sprite. */
export const uiIconNames = [
  'ArrowRight', 'ArrowUpRight', 'CalendarX', 'ChevronDown', 'ChevronLeft', 'ChevronRight', 'ExternalLink',
  'Globe', 'LogIn', 'Menu', 'Quote', 'X',
] as const;

export type UiIconName = (typeof uiIconNames)[number];
