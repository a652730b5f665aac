import * as z from 'zod';
import { lineText, multilineText } from './free-text';
import {
  ARRIVAL_GUIDE_MAX,
  ARRIVAL_MESSAGES,
  arrivalGuideLength,
  CLOCK_TIME_PATTERN,
  emptyArrivalGuide,
  emptyHouseRules,
  HOUSE_RULES_NOTES_MAX,
  WIFI_TEXT_MAX,
} from './arrival-rules';

export * from './arrival-rules';

/** Issue 41: zod schemas of the house rules and the arrival guide (the listing form; the server checks the same without zod). */

const clockTime = z.string({ error: ARRIVAL_MESSAGES.quietHoursTime }).regex(CLOCK_TIME_PATTERN, ARRIVAL_MESSAGES.quietHoursTime);

function optionalGuideText(multiline: boolean, max: number = ARRIVAL_GUIDE_MAX, maxMessage: string = ARRIVAL_MESSAGES.guideMax) {
  return (multiline ? multilineText({ error: ARRIVAL_MESSAGES.text }) : lineText({ error: ARRIVAL_MESSAGES.text }))
    .max(max, maxMessage)
    .nullish()
    .transform((value) => value || null);
}

export const houseRulesSchema = z.object(
  {
    smoking: z.boolean({ error: ARRIVAL_MESSAGES.yesNo }).default(false),
    pets: z.boolean({ error: ARRIVAL_MESSAGES.yesNo }).default(false),
    events: z.boolean({ error: ARRIVAL_MESSAGES.yesNo }).default(false),
    quietHours: z
      .object({ from: clockTime, to: clockTime }, { error: ARRIVAL_MESSAGES.quietHours })
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalGuideText(true, HOUSE_RULES_NOTES_MAX, ARRIVAL_MESSAGES.notesMax),
  },
  { error: ARRIVAL_MESSAGES.houseRules },
);

export const arrivalGuideSchema = z
  .object(
    {
      checkIn: optionalGuideText(true),
      keys: optionalGuideText(true),
      wifiName: optionalGuideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
      wifiPassword: optionalGuideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
      parking: optionalGuideText(true),
      other: optionalGuideText(true),
    },
    { error: ARRIVAL_MESSAGES.arrivalGuide },
  )
  .refine((guide) => arrivalGuideLength(guide) <= ARRIVAL_GUIDE_MAX, { message: ARRIVAL_MESSAGES.guideMax });

export { emptyArrivalGuide, emptyHouseRules };
