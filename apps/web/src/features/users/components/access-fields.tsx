/** A user's permission level per area of their role, and the per-user toggles of their side (spec §6). */
import { NativeSelect, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import {
  type Area,
  type Level,
  LEVELS,
  type Permissions,
  type Role,
  type UserToggles,
  areasOf,
  levelOf,
  meetsLevel,
} from '@binamart/shared';
import { togglesOf } from '@/lib/user-access';

export interface AccessFieldsProps {
  role: Role;
  permissions: Permissions;
  toggles: UserToggles;
  onLevelChange: (area: Area, level: Level) => void;
  onToggleChange: (toggle: keyof UserToggles, on: boolean) => void;
  /** the manager's own levels: nothing above them can be given */
  ceiling: Permissions;
  readOnly?: boolean;
}

export function AccessFields({
  role,
  permissions,
  toggles,
  onLevelChange,
  onToggleChange,
  ceiling,
  readOnly,
}: AccessFieldsProps) {
  const { t } = useTranslation();
  const levelsUpTo = (area: Area) =>
    LEVELS.map((level) => ({
      value: level,
      label: t(`levels.${level}`),
      disabled: !meetsLevel(levelOf(ceiling, area), level),
    }));
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} fz="lg" component="legend">
          {t('usersPage.levels')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('usersPage.levelsHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {areasOf(role).map((area) => (
            <NativeSelect
              key={area}
              label={t(`areaLabels.${area}`)}
              data={levelsUpTo(area)}
              value={levelOf(permissions, area)}
              disabled={readOnly}
              onChange={(event) => onLevelChange(area, event.currentTarget.value as Level)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={2} fz="lg" component="legend">
          {t('usersPage.toggles')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {togglesOf(role).map((toggle) => (
            <Switch
              key={toggle}
              label={t(`toggleLabels.${toggle}`)}
              checked={toggles[toggle] ?? false}
              disabled={readOnly}
              onChange={(event) => onToggleChange(toggle, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
