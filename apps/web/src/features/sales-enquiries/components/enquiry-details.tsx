/**
 * An enquiry as filed, read-only: the contact, then an other enquiry's question or a sales or logistics
 * enquiry's addresses, items, delivery and road access rules. The visitor's page and the
 * administrators' page both show it.
 */
import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import type { SalesEnquiry, SalesEnquiryAddress } from '@binamart/shared';
import { Fact } from '@/components/ui/fact';
import { calendarDate } from '@/lib/calendar-dates';
import { measure, ruleText } from './enquiry-ui';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function AddressLines({ address }: { address: SalesEnquiryAddress | null }) {
  const { t } = useTranslation();
  if (!address) return <>{t('salesEnquiryPage.notGiven')}</>;
  return (
    <>
      {[address.addressLine1, address.addressLine2, `${address.postcode} ${address.city}`, address.state]
        .filter(Boolean)
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </>
  );
}

const kept = (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;

export function EnquiryDetails({ enquiry, title }: { enquiry: SalesEnquiry; title: string }) {
  const { t } = useTranslation();
  const none = t('salesEnquiryPage.notGiven');
  const kg = (value: number | null) => (value === null ? none : t('salesEnquiryPage.kg', { value: measure(value) }));
  const f = (key: string) => t(`salesEnquiryForm.fields.${key}`);
  // all three as L × W × H, else those given, each named
  const sizes = [
    ['lengthCm', enquiry.lengthCm],
    ['widthCm', enquiry.widthCm],
    ['heightCm', enquiry.heightCm],
  ] as const;
  const given = sizes.filter(([, value]) => value !== null);
  const dimensions =
    enquiry.lengthCm !== null && enquiry.widthCm !== null && enquiry.heightCm !== null
      ? t('salesEnquiryPage.dimensions', {
          length: measure(enquiry.lengthCm),
          width: measure(enquiry.widthCm),
          height: measure(enquiry.heightCm),
        })
      : given.length > 0
        ? given.map(([name, value]) => `${f(name)}: ${measure(value!)}`).join(', ')
        : none;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="enquiry-details">
      <Title order={2} size="h4" id="enquiry-details" mb="md">
        {title}
      </Title>
      <Stack gap="lg">
        <Section id="enquiry-contact" title={t('salesEnquiryPage.contact')}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact label={f('contactPerson')}>{enquiry.contactPerson}</Fact>
            <Fact label={f('email')}>{enquiry.email}</Fact>
            <Fact label={f('contactPhone')}>{enquiry.contactPhone}</Fact>
          </SimpleGrid>
        </Section>
        {enquiry.type === 'other' ? (
          <Section id="enquiry-question" title={t('salesEnquiryForm.messageTitle')}>
            <Fact label={f('subject')}>{enquiry.subject}</Fact>
            <Fact label={f('message')}>{kept(enquiry.message ?? '')}</Fact>
          </Section>
        ) : (
          <>
            <Section id="enquiry-addresses" title={t('salesEnquiryForm.addressesTitle')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Fact label={t('salesEnquiryPage.pickup')}>
                  <AddressLines address={enquiry.pickup} />
                </Fact>
                <Fact label={t('salesEnquiryPage.dropoff')}>
                  <AddressLines address={enquiry.dropoff} />
                </Fact>
              </SimpleGrid>
            </Section>
            <Section id="enquiry-items" title={t('salesEnquiryForm.itemsTitle')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Fact label={f('itemCategory')}>
                  {enquiry.itemCategory ? t(`salesEnquiryLabels.category.${enquiry.itemCategory}`) : none}
                </Fact>
                <Fact label={f('estimatedWeightKg')}>{kg(enquiry.estimatedWeightKg)}</Fact>
                <Fact label={f('itemWeightKg')}>{kg(enquiry.itemWeightKg)}</Fact>
                <Fact label={f('dimensions')}>{dimensions}</Fact>
              </SimpleGrid>
              {enquiry.itemRemarks && <Fact label={f('itemRemarks')}>{kept(enquiry.itemRemarks)}</Fact>}
            </Section>
            <Section id="enquiry-delivery" title={t('salesEnquiryForm.deliveryTitle')}>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <Fact label={f('deliveryDate')}>
                  {enquiry.deliveryDate ? calendarDate(enquiry.deliveryDate) : none}
                </Fact>
                <Fact label={f('deliveryMethod')}>
                  {enquiry.deliveryMethod ? t(`salesEnquiryLabels.deliveryMethod.${enquiry.deliveryMethod}`) : none}
                </Fact>
                <Fact label={f('deliveryTime')}>
                  {enquiry.deliveryTime ? t(`salesEnquiryLabels.deliveryTime.${enquiry.deliveryTime}`) : none}
                </Fact>
              </SimpleGrid>
            </Section>
            <Section id="enquiry-road-access" title={t('salesEnquiryForm.roadAccessTitle')}>
              {enquiry.roadAccess.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t('salesEnquiryPage.noRules')}
                </Text>
              ) : (
                <List spacing={6} size="sm" center>
                  {enquiry.roadAccess.map((rule, index) => (
                    <List.Item
                      key={index}
                      icon={
                        <ThemeIcon color={rule.access === 'allowed' ? 'teal.9' : 'red.8'} size={20} radius="xl">
                          {rule.access === 'allowed' ? (
                            <IconCheck size={14} aria-hidden />
                          ) : (
                            <IconBan size={14} aria-hidden />
                          )}
                        </ThemeIcon>
                      }
                    >
                      {ruleText(t, rule)}
                      {rule.note && (
                        <Text span size="sm" c="gray.7">
                          {' '}
                          ({rule.note})
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
              )}
            </Section>
            {enquiry.remarks && (
              <Section id="enquiry-remarks" title={f('remarks')}>
                <Text size="sm">{kept(enquiry.remarks)}</Text>
              </Section>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
