/** An application as it stands: its facts, the three approval stages and the history with comments and requests. */
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClock, IconMessage, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { CREDIT_TIERS, type CreditApplication, formatDate, formatDateTime, formatMoney } from '@binamart/shared';
import { ApplicationStatusBadge } from './credit-ui';
import { DocumentChecklist } from './document-checklist';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

const money = (sen: number | null | undefined) => (sen == null ? '—' : formatMoney(sen));
const text = (v: string | number | null | undefined) => (v == null || v === '' ? '—' : String(v));

export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Where each tier stands: decided (by whom), awaited, or not reached yet. */
export function TierProgress({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const stageIndex = application.stage ? CREDIT_TIERS.indexOf(application.stage) : -1;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('creditApply.tiers')}>
      {CREDIT_TIERS.map((tier, index) => {
        const decision = application.events.find(
          (e) => e.tier === tier && ['approved', 'rejected', 'tierApproved', 'tierRejected'].includes(e.type),
        );
        const rejected = decision?.type === 'rejected' || decision?.type === 'tierRejected';
        const done =
          !!decision || application.status === 'approved' || (stageIndex > index && application.status !== 'draft');
        const waiting = !done && application.stage === tier && application.status === 'submitted';
        const [color, icon, state] = rejected
          ? ['red', <IconX key="i" size={14} />, t('creditStatus.rejected')]
          : done
            ? ['teal', <IconCheck key="i" size={14} />, t('creditApply.tierDone')]
            : waiting
              ? ['blue', <IconClock key="i" size={14} />, t('creditApply.tierWaiting')]
              : ['gray', <IconClock key="i" size={14} />, t('creditApply.tierPending')];
        return (
          <Group key={tier} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color={color} variant="light" radius="xl" size={24} aria-hidden>
              {icon}
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t(`creditTier.${tier}`)}
              </Text>
              <Text size="xs" c="gray.7">
                {state}
                {decision?.actorName ? ` · ${decision.actorName}` : ''}
                {decision ? ` · ${formatDate(decision.at)}` : ''}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The events, oldest first, with notes (comments, document requests, decisions). */
export function EventTimeline({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  if (application.events.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('creditApply.noEvents')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {application.events.map((e, i) => {
        const label = t(`creditApply.event.${e.type}`, { defaultValue: e.type });
        return (
          <Group key={`${e.at}-${i}`} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              color={
                e.type === 'rejected' || e.type === 'tierRejected'
                  ? 'red'
                  : e.type === 'documentsRequested'
                    ? 'orange'
                    : 'siteBlue'
              }
              variant="light"
              radius="xl"
              size={24}
              aria-hidden
            >
              <IconMessage size={14} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {e.tier && e.type !== 'documentsRequested'
                  ? t('creditApply.eventTier', { event: label, tier: t(`creditTier.${e.tier}`) })
                  : label}
                {e.amountSen != null ? ` · ${formatMoney(e.amountSen)}` : ''}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(e.at)}
                {e.actorName ? ` · ${e.actorName}` : ''}
              </Text>
              {e.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {e.note}
                </Text>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The read-only application: /clApplication/:id, /tclApplication/:id and decided ones. */
export function ApplicationView({ application: a }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const d = a.details;
  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <ApplicationStatusBadge status={a.status} />
            {a.status === 'submitted' && a.stage && (
              <Text size="sm" c="gray.7">
                {t('creditApply.stage', { tier: t(`creditTier.${a.stage}`) })}
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {t('creditApply.createdBy', { name: a.createdByName, date: formatDate(a.createdAt) })}
            {a.submittedAt ? ` · ${t('creditApply.submittedAt', { date: formatDate(a.submittedAt) })}` : ''}
            {a.decidedAt ? ` · ${t('creditApply.decided', { date: formatDate(a.decidedAt) })}` : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Fact label={t('creditApply.kind')}>{t(`creditKind.${a.kind}`)}</Fact>
            <Fact
              label={t(a.kind === 'topup' ? 'creditApply.fields.requestedTopup' : 'creditApply.fields.requestedSen')}
            >
              {money(a.requestedSen)}
            </Fact>
            {a.approvedSen != null && <Fact label={t('creditList.approved')}>{money(a.approvedSen)}</Fact>}
          </SimpleGrid>
        </Stack>
      </Card>
      {a.kind === 'project' && (
        <SectionCard id="application-project" title={t('creditApply.sections.project')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Fact label={t('creditApply.fields.projectName')}>{text(a.projectName)}</Fact>
            <Fact label={t('creditApply.fields.contractNumber')}>{text(a.contractNumber)}</Fact>
            <Fact label={t('creditApply.fields.contractCostSen')}>{money(a.contractCostSen)}</Fact>
            <Fact label={t('creditApply.fields.sitePossessionDate')}>
              {a.sitePossessionDate ? formatDate(a.sitePossessionDate) : '—'}
            </Fact>
            <Fact label={t('creditApply.fields.completionDate')}>
              {a.completionDate ? formatDate(a.completionDate) : '—'}
            </Fact>
          </SimpleGrid>
        </SectionCard>
      )}
      <SectionCard id="application-company" title={t('creditApply.sections.company')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('creditApply.fields.yearsInBusiness')}>{text(d.yearsInBusiness)}</Fact>
          <Fact label={t('creditApply.fields.paidUpCapitalSen')}>{money(d.paidUpCapitalSen)}</Fact>
          <Fact label={t('creditApply.fields.annualTurnoverSen')}>{money(d.annualTurnoverSen)}</Fact>
          <Fact label={t('creditApply.fields.numberOfEmployees')}>{text(d.numberOfEmployees)}</Fact>
          <Fact label={t('creditApply.fields.bankName')}>{text(d.bankName)}</Fact>
          <Fact label={t('creditApply.fields.existingFacilities')}>{text(d.existingFacilities)}</Fact>
          <Fact label={t('creditApply.fields.majorProjects')}>{text(d.majorProjects)}</Fact>
        </SimpleGrid>
      </SectionCard>
      <SectionCard id="application-contact" title={t('creditApply.sections.contact')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={t('creditApply.fields.contactName')}>{text(d.contactName)}</Fact>
          <Fact label={t('creditApply.fields.contactPhone')}>{text(d.contactPhone)}</Fact>
          <Fact label={t('creditApply.fields.contactEmail')}>{text(d.contactEmail)}</Fact>
        </SimpleGrid>
      </SectionCard>
      <SectionCard id="application-documents" title={t('creditApply.sections.documents')}>
        <DocumentChecklist application={a} editable={false} />
      </SectionCard>
      <SectionCard id="application-tiers" title={t('creditApply.tiers')}>
        <TierProgress application={a} />
      </SectionCard>
      <SectionCard id="application-history" title={t('creditApply.sections.history')}>
        <EventTimeline application={a} />
      </SectionCard>
    </Stack>
  );
}
