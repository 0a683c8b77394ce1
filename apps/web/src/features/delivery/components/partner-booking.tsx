/**
 * The delivery partner as the order and DO screens show it: the order's delivery method with
 * the partner vehicle the buyer chose, and a DO's booking with the partner (reference,
 * vehicle, the partner's status, its driver and plate, the fee and the partner's own page).
 */
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from '@/lib/translation';
import { useTranslation } from '@/lib/translation';
import { type DeliveryMethod, type PartnerBooking, type VehicleType, formatMoney } from '@binamart/shared';

/** "Seller delivery", or "Delivery partner (lorry) · 1-tonne lorry" when the partner carries it. */
export function deliveryMethodText(t: TFunction, method: DeliveryMethod, vehicleType?: VehicleType | null): string {
  const label = t(`deliveryMethod.${method}`);
  if (method !== 'partner' || !vehicleType) return label;
  return t('partnerUi.methodWithVehicle', { method: label, vehicle: t(`vehicleType.${vehicleType}`) });
}

const STATUS_COLOURS: Record<PartnerBooking['status'], string> = {
  assigningDriver: 'orange.9',
  onGoing: 'blue.8',
  pickedUp: 'indigo.8',
  arrived: 'violet.8',
  completed: 'green.9',
  cancelled: 'gray.7',
  rejected: 'red.8',
  expired: 'red.8',
};

/** Long labels wrap inside the badge instead of being cut off on a phone. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function PartnerStatusBadge({ status }: { status: PartnerBooking['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={STATUS_COLOURS[status]} tt="none" styles={WRAPPING}>
      {t(`partnerStatus.${status}`)}
    </Badge>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A DO's partner booking, line by line; wraps at any width (phones first). */
export function PartnerBookingFacts({
  booking,
  withHeading = true,
}: {
  booking: PartnerBooking;
  /** "Delivery partner" before the status; off where a label already says it */
  withHeading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
      <Group gap="xs" wrap="wrap">
        {withHeading && (
          <Text size="sm" fw={600} component="span">
            {t('partnerUi.booking.carrier')}
          </Text>
        )}
        <VisuallyHidden>{t('partnerUi.booking.status')}:</VisuallyHidden>
        <PartnerStatusBadge status={booking.status} />
      </Group>
      <Text size="sm">
        {t('partnerUi.booking.reference')}: <b>{booking.reference}</b> · {t('partnerUi.booking.vehicle')}:{' '}
        {t(`vehicleType.${booking.vehicleType}`)}
      </Text>
      <Text size="sm">
        {t('partnerUi.booking.driver')}:{' '}
        {booking.driverName ?? (
          <Text component="span" size="sm" c="gray.7">
            {t('partnerUi.booking.noDriver')}
          </Text>
        )}
        {booking.plateNumber && (
          <>
            {' · '}
            {t('partnerUi.booking.plate')}: {booking.plateNumber}
          </>
        )}
        {booking.driverPhone && (
          <>
            {' · '}
            <Anchor href={telHref(booking.driverPhone)} size="sm">
              {booking.driverPhone}
            </Anchor>
          </>
        )}
      </Text>
      <Text size="sm">
        {t('partnerUi.booking.fee')}:{' '}
        {t('partnerUi.booking.feeDistance', { amount: formatMoney(booking.feeSen), km: booking.distanceKm })}
      </Text>
      {booking.trackingUrl && (
        <Anchor
          href={booking.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('partnerUi.booking.followLabel', { reference: booking.reference })}
        >
          <Group gap={4} component="span" wrap="nowrap">
            {t('partnerUi.booking.follow')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
