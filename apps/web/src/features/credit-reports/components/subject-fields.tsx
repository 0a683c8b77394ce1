/**
 * Who a report is on (spec §5 Credit report): the entity type (a company; a sole proprietor or a
 * partnership; an individual — not for CCM, which is the company register), the subject ID whose
 * hint follows the entity type (an SSM number or a MyKad number) and the subject's name. Used by
 * buying, obtaining and attaching a report.
 */
import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { CREDIT_REPORT_ENTITY_TYPES, type CreditReportEntityType, type CreditReportProduct } from '@binamart/shared';

/** The entity types a product is offered for: CCM covers what SSM registers, not persons. */
export const entityTypesFor = (product: CreditReportProduct | undefined) =>
  CREDIT_REPORT_ENTITY_TYPES.filter((type) => product !== 'ccm' || type !== 'individual');

export function SubjectFields({
  product,
  entityType,
  onEntityType,
  subjectId,
  subjectName,
  errors,
  stacked = false,
}: {
  product: CreditReportProduct | undefined;
  entityType: CreditReportEntityType | undefined;
  onEntityType: (type: CreditReportEntityType) => void;
  subjectId: UseFormRegisterReturn<'subjectId'>;
  subjectName: UseFormRegisterReturn<'subjectName'>;
  /** messages already in the reader's language */
  errors: { entityType?: string | undefined; subjectId?: string | undefined; subjectName?: string | undefined };
  /** the entity types one under another (a narrow column) */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const types = entityTypesFor(product);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('creditReportPages.buy.entityType')}
        withAsterisk
        value={entityType ?? null}
        onChange={(value) => onEntityType(value as CreditReportEntityType)}
        error={errors.entityType}
        description={product === 'ccm' ? t('creditReportPages.buy.ccmForCompanies') : undefined}
      >
        <SimpleGrid cols={stacked ? 1 : { base: 1, sm: types.length }} spacing="xs" mt={6}>
          {types.map((type) => (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              p="sm"
              aria-label={t(`creditReportPages.entityType.${type}`)}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600} size="sm">
                    {t(`creditReportPages.entityType.${type}`)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t(`creditReportPages.entityHint.${type}`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label={t('creditReportPages.buy.subjectId')}
        description={t(`creditReportPages.buy.subjectIdHint.${entityType ?? 'none'}`)}
        withAsterisk
        autoComplete="off"
        inputMode={entityType === 'individual' ? 'numeric' : 'text'}
        maxLength={20}
        error={errors.subjectId}
        {...subjectId}
      />
      <TextInput
        label={t('creditReportPages.buy.subjectName')}
        description={t('creditReportPages.buy.subjectNameHint')}
        withAsterisk
        autoComplete="off"
        maxLength={200}
        error={errors.subjectName}
        {...subjectName}
      />
    </Stack>
  );
}
