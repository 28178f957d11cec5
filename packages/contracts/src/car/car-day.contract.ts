import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, uuidField } from '../resource';
import { day } from '../schedule/schedule-fields';
import { CarMsg, CarObject } from './car.messages';

const stop = z.object({ start_at: z.string(), end_at: z.string(), minutes: z.number(), lon: z.number(), lat: z.number() });

/**
 * A car's day for /trainDetail (path chosen in the car family): its track on that calendar day in China time, oldest
 * first, with the distance driven and its stops (car-day.ts). Guarded like the track itself.
 */
export const getCarDay = defineRoute({
  method: 'GET',
  path: '/api/v1/work/car_day',
  summary: "A car's day: track, stops and distance (path chosen)",
  tag: 'car',
  auth: 'session',
  signed: true,
  permission: CarObject,
  request: z.object({ car_id: uuidField(CarMsg.carIdRequired), date: day(CarMsg.dateInvalid), ...boundedSigningParams }),
  response: z.object({
    car_id: z.string(),
    car_num: z.string(),
    date: z.string(),
    points: z.array(z.object({ lon: z.number(), lat: z.number(), recorded_at: z.string(), speed: z.number().nullable() })),
    distance_km: z.number(),
    stops: z.array(stop),
    first_at: z.string().nullable(),
    last_at: z.string().nullable(),
    max_speed: z.number().nullable(),
    /** The newest days with points before and including this one, for the page's date picker (at most 31). */
    days_with_track: z.array(z.string()),
  }),
});
