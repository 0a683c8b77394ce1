/** A list's status filter as tabs: "All" first, then each status; scrolls sideways on a phone. */
import { ScrollArea, Tabs } from '@mantine/core';

const ALL = 'all';

export function StatusTabs<S extends string>({
  value,
  statuses,
  label,
  allLabel,
  statusLabel,
  onChange,
}: {
  value: S | undefined;
  statuses: readonly S[];
  /** the tab list's name for screen readers */
  label: string;
  allLabel: string;
  statusLabel: (status: S) => string;
  /** the chosen status, or undefined for All */
  onChange: (status: S | undefined) => void;
}) {
  return (
    <Tabs value={value ?? ALL} onChange={(v) => onChange(statuses.find((s) => s === v))} keepMounted={false}>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value={ALL}>{allLabel}</Tabs.Tab>
          {statuses.map((s) => (
            <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
              {statusLabel(s)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
