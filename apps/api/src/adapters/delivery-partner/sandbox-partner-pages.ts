/**
 * The sandbox partner's trip page: what the partner's own tracking page would show (vehicle,
 * price, stops, status, driver) and, standing in for its driver's app, a console with one
 * button per next status. Plain server-rendered HTML, English only, as the partner's page.
 */
import { type PartnerBookingStatus, formatDateTime, formatMoney, translate } from '@binamart/shared';
import { escape, sandboxPage } from '../sandbox-page';
import type { TripStop } from './delivery-partner';
import { type SandboxTrip, nextStatuses, tripDetails } from './sandbox-partner';

const page = (title: string, body: string) =>
  sandboxPage(title, 'Sandbox delivery partner: no driver is dispatched. For testing only.', body);

/** The driver console's button for each status it can move a trip to. */
const BUTTONS: Partial<Record<PartnerBookingStatus, { label: string; className: string }>> = {
  onGoing: { label: 'Accept trip', className: 'ok' },
  rejected: { label: 'No driver found', className: 'fail' },
  pickedUp: { label: 'Picked up', className: 'ok' },
  arrived: { label: 'Arrived at drop-off', className: 'ok' },
  completed: { label: 'Delivered', className: 'ok' },
};

/** Whether a submitted status is one the console ever offers. */
export const isConsoleStatus = (status: string): status is PartnerBookingStatus => Object.hasOwn(BUTTONS, status);

const words = (key: string) => escape(translate('en-us', key));

function stop(heading: string, s: TripStop): string {
  return `<h2>${heading}</h2>
<dl>
  <dt>Address</dt><dd>${escape(s.address)}</dd>
  <dt>Contact</dt><dd>${escape(s.contactName)}</dd>
  <dt>Phone</dt><dd><a href="tel:${escape(s.contactPhone)}">${escape(s.contactPhone)}</a></dd>
</dl>`;
}

function driver(trip: SandboxTrip): string {
  if (!trip.driverName) return '<h2>Driver</h2><p>No driver has accepted the trip yet.</p>';
  return `<h2>Driver</h2>
<dl>
  <dt>Name</dt><dd>${escape(trip.driverName)}</dd>
  <dt>Phone</dt><dd>${escape(trip.driverPhone ?? '-')}</dd>
  <dt>Plate</dt><dd>${escape(trip.plateNumber ?? '-')}</dd>
</dl>`;
}

function driverConsole(trip: SandboxTrip, error: string | null): string {
  const buttons = nextStatuses(trip.status)
    .map((status) => {
      const button = BUTTONS[status]!;
      return `<button class="${button.className}" name="status" value="${status}">${button.label}</button>`;
    })
    .join('\n');
  const action = `/sandbox-delivery/trips/${encodeURIComponent(trip.reference)}/status`;
  return `<h2>Partner driver console (sandbox)</h2>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${
  buttons
    ? `<p class="hint">Move the trip as the partner's driver would; BinaMart is told at each step.</p>
<form method="post" action="${action}">${buttons}</form>`
    : '<p class="hint">Nothing more to do on this trip.</p>'
}`;
}

/** The page of a trip in any status. */
export function renderTripPage(trip: SandboxTrip, error: string | null = null): string {
  const details = tripDetails(trip);
  return page(
    `Trip ${trip.reference}`,
    `<h1>Trip ${escape(trip.reference)}</h1>
<dl>
  <dt>Reference</dt><dd>${escape(trip.reference)}</dd>
  <dt>Status</dt><dd>${words(`partnerStatus.${trip.status}`)}</dd>
  <dt>Vehicle</dt><dd>${words(`vehicleType.${trip.vehicleType}`)}</dd>
  <dt>Price</dt><dd class="amount">${escape(formatMoney(trip.priceSen))}</dd>
  <dt>Distance</dt><dd>${trip.distanceKm} km</dd>
  <dt>Scheduled</dt><dd>${escape(formatDateTime(trip.scheduledAt.toISOString()))} (Malaysia time)</dd>
  ${details.remarks ? `<dt>Remarks</dt><dd>${escape(details.remarks)}</dd>` : ''}
</dl>
${stop('Pickup', details.pickup)}
${stop('Drop-off', details.dropoff)}
${driver(trip)}
${driverConsole(trip, error)}`,
  );
}

/** The page for an unknown trip. */
export function renderTripNotFoundPage(): string {
  return page('Trip not found', '<h1>Trip not found</h1><p>This trip link is not valid.</p>');
}
