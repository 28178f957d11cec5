import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { LiveMsg } from './events.messages';

/** How long a live-events ticket may wait before it is redeemed by opening the stream (issue 16 item 5). */
export const LIVE_TICKET_SECONDS = 60;

/**
 * What a stream carries as `data:` of each unnamed message. `company_id` null: a personal event (about the person
 * wherever they are signed in, e.g. their join request to another unit was decided); `user_id` null: for everyone of
 * the company who is online.
 */
export const liveEvent = z.object({
  id: z.string(),
  type: z.string(),
  company_id: z.string().nullable(),
  user_id: z.string().nullable(),
  payload: z.unknown(),
  created_at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/**
 * Event types published by the platform. Payloads stay small (ids, status, a title): a receiver that needs more
 * reads it through the ordinary calls.
 */
export const LiveEventType = {
  /** To the applicant: their request to join a unit was approved (3) or rejected (4). company_id null. */
  joinReviewed: 'join.reviewed',
  /** To the unit's creator: the platform's review of the unit. company_id null. */
  unitReviewed: 'unit.reviewed',
  /** To the applicant: the platform's decision on their company application. company_id null. */
  companyApplyReviewed: 'company_apply.reviewed',
  /** For the message centre: a notice for a person or a company. */
  notice: 'msg.notice',
  /** For the message centre: an alarm of the company. */
  alarm: 'msg.alarm',
  /** Site data (issue 18 item 2): a device of the company posted readings; payload {device_id, project_id, at}. */
  siteReadings: 'site.readings',
  /** Cars (issue 18 item 4, /trainMonitor): a GPS unit of the company posted points; payload {car_id, lon, lat, recorded_at}. */
  carPosition: 'car.position',
} as const;

/** Named SSE events the server sends besides the unnamed messages: the stream is listening; the stream ends. */
export const LiveControlEvent = { ready: 'ready', end: 'end' } as const;
/** Why a stream ended (data of the `end` event): the session ended or expired; the node is shutting down; too slow. */
export const LiveEndReason = { sessionEnded: 'session_ended', shutdown: 'shutdown', overflow: 'overflow' } as const;

/**
 * Client side: dispatched (with a null payload) each time a stream is open and listening. Events sent while a browser
 * was not connected are not replayed, so what shows counts (the bell) reads them again on this.
 */
export const LIVE_CONNECTED = 'live.connected';
/** Client side: subscribe to every event, whatever its type. */
export const ANY_LIVE_EVENT = '*';

/** A one-time ticket for GET /api/v1/events: EventSource cannot send the signature or the access_token headers. */
export const getLiveTicket = defineRoute({
  method: 'POST',
  path: '/api/v1/events/ticket',
  summary: 'Live events ticket',
  tag: 'events',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ ticket: z.string(), expires_at: z.string(), url: z.string() }),
  handlesErrors: true,
});

/**
 * The stream itself: `text/event-stream` of the ticket's session (its person and company only), with a heartbeat
 * comment now and then, ending when the session ends. Unsigned: the one-time ticket is the credential. A refused
 * ticket answers the envelope (10201) instead of a stream.
 */
export const openLiveEvents = defineRoute({
  method: 'GET',
  path: '/api/v1/events',
  summary: 'Live events',
  tag: 'events',
  auth: 'none',
  signed: false,
  request: z.object({
    ticket: z.string({ error: LiveMsg.ticketRequired }).min(1, { error: LiveMsg.ticketRequired }).max(64, { error: LiveMsg.ticketInvalid }),
  }),
  response: liveEvent,
});
