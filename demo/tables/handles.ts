import type { NewsType } from '../../shared/taxonomy';

/**
 * Source accounts the stories were analysed from. A few are longer than the 18 characters the
 * cards show, so the truncation is exercised by demo data too.
 */
export const SOURCE_HANDLES: Readonly<Record<NewsType, readonly string[]>> = {
  trending: ['@TrendRadar', '@ViralDesk', '@WhatsHappeningNowDaily'],
  world: ['@GlobalWatch', '@WorldDesk', '@InternationalAffairsNow'],
  politics: ['@PolicyBrief', '@CapitolNotes', '@ParliamentaryWatchdog'],
  business: ['@MarketPulse', '@CapitalLedger', '@TheMorningMarketsBriefing'],
  technology: ['@TechWireDaily', '@ByteSignal', '@FrontierTechnologyDesk'],
  entertainment: ['@ScreenAndStage', '@CultureCurrent', '@EntertainmentTonightLive'],
  sports: ['@PitchsideNews', '@FinalWhistle', '@ChampionshipCentralHQ'],
  health: ['@HealthBeatNow', '@ClinicNotes', '@PublicHealthObserver'],
  lifestyle: ['@OpenRoadTravel', '@EverydayLiving', '@WeekendLifestyleJournal'],
};
