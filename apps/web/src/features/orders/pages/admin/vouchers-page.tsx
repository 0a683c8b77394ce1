/** /admin/voucher: every voucher with its discount, window, use and status; create and edit in a dialog. */
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Voucher, bpToPercent, formatDateTime, formatMoney } from '@binamart/shared';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { EditAction } from '@/components/ui/row-actions';
import { Screen } from '@/components/ui/screen';
import { useSaveVoucher } from '../../api/use-save-voucher';
import { useVouchers } from '../../api/use-vouchers';
import { VoucherForm } from '../../components/admin/voucher-form';
import { DoneAlert } from '@/components/ui/done-alert';

type Editing = { voucher: Voucher | null } | null;

export function VouchersPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useVouchers();
  const saveVoucher = useSaveVoucher();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('vouchersPage.title')}
          subtitle={t('vouchersPage.subtitle')}
          actions={
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ voucher: null })}>
              {t('vouchersPage.create')}
            </Button>
          }
        />
        <DoneAlert message={saved && t('vouchersPage.saved')} onClose={() => setSaved(false)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && data.length === 0 && <Text c="gray.7">{t('vouchersPage.empty')}</Text>}
        {data && data.length > 0 && (
          <>
            <Card withBorder radius="md" p={0} visibleFrom="md">
              <Table.ScrollContainer minWidth={860}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('vouchersPage.code')}</Table.Th>
                      <Table.Th>{t('vouchersPage.discount')}</Table.Th>
                      <Table.Th>{t('vouchersPage.validity')}</Table.Th>
                      <Table.Th>{t('vouchersPage.usage')}</Table.Th>
                      <Table.Th>{t('vouchersPage.status')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('adminOrders.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((voucher) => (
                      <Table.Tr key={voucher.id}>
                        <Table.Td>
                          <Text fw={700} ff="monospace">
                            {voucher.code}
                          </Text>
                          {voucher.description && (
                            <Text size="xs" c="gray.7" lineClamp={2}>
                              {voucher.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Terms voucher={voucher} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm">{formatDateTime(voucher.startsAt)}</Text>
                          <Text size="sm">– {formatDateTime(voucher.endsAt)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Usage voucher={voucher} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <VoucherStatus voucher={voucher} />
                        </Table.Td>
                        <Table.Td>
                          <EditAction
                            label={t('vouchersPage.edit', { code: voucher.code })}
                            onClick={() => setEditing({ voucher })}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
            <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((voucher) => (
                <li key={voucher.id}>
                  <Card withBorder radius="md" component="article" aria-label={voucher.code}>
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700} ff="monospace">
                          {voucher.code}
                        </Text>
                        <Group gap={4} wrap="nowrap">
                          <VoucherStatus voucher={voucher} />
                          <EditAction
                            label={t('vouchersPage.edit', { code: voucher.code })}
                            onClick={() => setEditing({ voucher })}
                          />
                        </Group>
                      </Group>
                      {voucher.description && <Text size="sm">{voucher.description}</Text>}
                      <Terms voucher={voucher} />
                      <Text size="xs" c="gray.7">
                        {formatDateTime(voucher.startsAt)} – {formatDateTime(voucher.endsAt)}
                      </Text>
                      <Group gap={4}>
                        <Text size="xs" c="gray.7">
                          {t('vouchersPage.usage')}:
                        </Text>
                        <Usage voucher={voucher} />
                      </Group>
                    </Stack>
                  </Card>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.voucher ? t('vouchersPage.editTitle', { code: editing.voucher.code }) : t('vouchersPage.createTitle')
        }
        size="lg"
        centered
      >
        {editing && (
          <VoucherForm
            voucher={editing.voucher}
            onClose={() => setEditing(null)}
            onSave={async (input) => {
              await saveVoucher.mutateAsync({ id: editing.voucher?.id ?? null, input });
              setEditing(null);
              setSaved(true);
            }}
          />
        )}
      </Modal>
    </Screen>
  );
}

function Terms({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const discount =
    v.kind === 'fixed'
      ? t('vouchersPage.amountOff', { amount: formatMoney(v.amountSen ?? 0) })
      : v.maxDiscountSen !== null
        ? t('vouchersPage.percentCapped', {
            percent: bpToPercent(v.percentBp ?? 0),
            cap: formatMoney(v.maxDiscountSen),
          })
        : t('vouchersPage.percentOff', { percent: bpToPercent(v.percentBp ?? 0) });
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {discount}
      </Text>
      {v.minSpendSen > 0 && (
        <Text size="xs" c="gray.7">
          {t('vouchersPage.minSpend', { amount: formatMoney(v.minSpendSen) })}
        </Text>
      )}
      {v.sellerName && (
        <Text size="xs" c="gray.7">
          {t('vouchersPage.onlySeller', { name: v.sellerName })}
        </Text>
      )}
      {v.categoryName && (
        <Text size="xs" c="gray.7">
          {t('vouchersPage.onlyCategory', { name: v.categoryName })}
        </Text>
      )}
    </Stack>
  );
}

function Usage({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {v.totalLimit === null
        ? t('vouchersPage.unlimited', { used: v.usedCount })
        : t('vouchersPage.usageOf', { used: v.usedCount, limit: v.totalLimit })}
      {v.perBuyerLimit !== null && (
        <Text span size="xs" c="gray.7" display="block">
          {t('vouchersPage.perBuyerLimit')}: {v.perBuyerLimit}
        </Text>
      )}
    </Text>
  );
}

function VoucherStatus({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const now = Date.now();
  const [key, colour] = !v.active
    ? ['inactive', 'gray']
    : new Date(v.endsAt).getTime() < now
      ? ['expired', 'red']
      : new Date(v.startsAt).getTime() > now
        ? ['scheduled', 'orange']
        : ['active', 'green'];
  return (
    <Badge
      variant="light"
      color={colour}
      c={`${colour}.9`}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`vouchersPage.${key}`)}
    </Badge>
  );
}
