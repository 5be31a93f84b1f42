import type { ComponentType } from 'react';

import type { Exhibit } from '@/schemas/solution';

import { ArchitectureExhibit } from './architecture';
import { BudgetSheetExhibit } from './budget-sheet';
import { ChecklistBoardExhibit } from './checklist-board';
import { CloseCalendarExhibit } from './close-calendar';
import { CourseBinderExhibit } from './course-binder';
import { GrowthChartExhibit } from './growth-chart';
import { NetworkExhibit } from './network';
import { NotebookExhibit } from './notebook';
import { OnboardingTimelineExhibit } from './onboarding-timeline';
import { PortfolioExhibit } from './portfolio';
import { RepPhoneExhibit } from './rep-phone';
import { ShiftRotaExhibit } from './shift-rota';
import { SiteMapExhibit } from './site-map';
import { VoiceMemoExhibit } from './voice-memo';

type Props<F extends Exhibit['form']> = { exhibit: Extract<Exhibit, { form: F }>; band: 'light' | 'dark' };

/** The component that draws each form (one form per executive or business-type page). */
const forms: { [F in Exhibit['form']]: ComponentType<Props<F>> } = {
  'site-map': SiteMapExhibit,
  'budget-sheet': BudgetSheetExhibit,
  'close-calendar': CloseCalendarExhibit,
  'onboarding-timeline': OnboardingTimelineExhibit,
  architecture: ArchitectureExhibit,
  'rep-phone': RepPhoneExhibit,
  'course-binder': CourseBinderExhibit,
  network: NetworkExhibit,
  notebook: NotebookExhibit,
  'growth-chart': GrowthChartExhibit,
  'shift-rota': ShiftRotaExhibit,
  portfolio: PortfolioExhibit,
  'checklist-board': ChecklistBoardExhibit,
  'voice-memo': VoiceMemoExhibit,
};

/**
 * An executive's or business type's proof visual, drawn in its own form on the hero band (`band`: the band's
 * scheme, which sets the caption's colour). Server-rendered HTML and inline SVG: no image, no client JavaScript.
 */
export function ExhibitVisual({ exhibit, band }: { exhibit: Exhibit; band: 'light' | 'dark' }) {
  const Draw = forms[exhibit.form] as ComponentType<Props<Exhibit['form']>>;
  return <Draw exhibit={exhibit} band={band} />;
}
