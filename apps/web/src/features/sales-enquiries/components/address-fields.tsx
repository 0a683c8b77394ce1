/** A pickup or drop-off address of the enquiry form: may stay blank, else every part but line 2 is needed. */
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { MALAYSIAN_STATES } from '@binamart/shared';
import { ChoiceField } from './form-fields';
import type { EnquiryFormValues } from './form-values';

export function AddressFields({
  which,
  control,
  register,
  errors,
}: {
  which: 'pickup' | 'dropoff';
  control: Control<EnquiryFormValues>;
  register: UseFormRegister<EnquiryFormValues>;
  errors: FieldErrors<EnquiryFormValues>;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`salesEnquiryForm.fields.${key}`);
  const message = (m?: string) => (m ? t(m) : undefined);
  const own = errors[which];
  const auto = which === 'dropoff' ? 'shipping' : 'section-pickup';
  return (
    <Fieldset legend={t(`salesEnquiryForm.${which}Title`)} radius="md" variant="filled" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7" mt={-6}>
          {t(`salesEnquiryForm.${which}Hint`)}
        </Text>
        <TextInput
          label={f('addressLine1')}
          autoComplete={`${auto} address-line1`}
          error={message(own?.addressLine1?.message)}
          {...register(`${which}.addressLine1`)}
        />
        <TextInput
          label={f('addressLine2')}
          autoComplete={`${auto} address-line2`}
          error={message(own?.addressLine2?.message)}
          {...register(`${which}.addressLine2`)}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={f('postcode')}
            inputMode="numeric"
            maxLength={5}
            autoComplete={`${auto} postal-code`}
            error={message(own?.postcode?.message)}
            {...register(`${which}.postcode`)}
          />
          <TextInput
            label={f('city')}
            autoComplete={`${auto} address-level2`}
            error={message(own?.city?.message)}
            {...register(`${which}.city`)}
          />
        </SimpleGrid>
        <ChoiceField
          control={control}
          name={`${which}.state`}
          label={f('state')}
          data={MALAYSIAN_STATES.map((state) => ({ value: state, label: state }))}
          empty=""
          searchable
        />
      </Stack>
    </Fieldset>
  );
}
