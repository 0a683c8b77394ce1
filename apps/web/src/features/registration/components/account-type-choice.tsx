import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingWarehouse, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import classes from './account-type-choice.module.css';

const CHOICES = [
  { type: 'buyer', icon: IconShoppingCart },
  { type: 'seller', icon: IconBuildingWarehouse },
] as const;

/** The first step of /register: two large cards, buyer or seller. */
export function AccountTypeChoice() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {CHOICES.map(({ type, icon: Icon }) => (
        <UnstyledButton
          key={type}
          component={Link}
          to={`?type=${type}`}
          className={classes.choice}
          aria-label={t(`register.${type}.choose`)}
        >
          <Card withBorder radius="lg" padding="xl" h="100%" className={classes.card}>
            <Stack gap="sm">
              <ThemeIcon size={56} radius="md" color="safetyAmber.2" c="siteBlue.9" aria-hidden>
                <Icon size={32} />
              </ThemeIcon>
              <Title order={2} fz={22}>
                {t(`register.${type}.title`)}
              </Title>
              <Text c="gray.7" size="sm" lh={1.6}>
                {t(`register.${type}.body`)}
              </Text>
              <Text fw={700} c="siteBlue.7" size="sm">
                {t(`register.${type}.choose`)} →
              </Text>
            </Stack>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
