/**
 * The seven calculators (spec §1 construction calculators): each its inputs, worked out as they are
 * typed by the pure functions of packages/shared/calculators, and its results with "Find …".
 */
import { ActionIcon, Button, Card, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  BAR_DIAMETERS,
  BULK_MATERIALS,
  type BulkMaterial,
  CALCULATOR_CONSTANTS,
  CONCRETE_MIXES,
  type ConcreteMix,
  type ConcreteShape,
  type LengthUnit,
  MORTAR_MIXES,
  type MortarMix,
  WALLING_UNITS,
  type WallingUnit,
  bulkTonnes,
  concreteMaterials,
  concreteVolume,
  paintMaterials,
  plasterMaterials,
  rebarMaterials,
  roundTo,
  tileMaterials,
  toMetres,
  wallMaterials,
} from '@binamart/shared';
import { ChoiceInput, LengthUnitInput, SizeInput, num } from './fields';
import { type ResultRow, Results } from './results';

export const CALCULATOR_KINDS = ['concrete', 'bricks', 'tiles', 'paint', 'rebar', 'bulk', 'plaster'] as const;
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number];

const shown = (value: number, places = 2) => roundTo(value, places).toLocaleString('en-MY');

function Layout({ inputs, results }: { inputs: ReactNode; results: ReactNode }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md">
          <Stack gap="sm">{inputs}</Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{results}</Grid.Col>
    </Grid>
  );
}

/** Rows for cement and sand (and their "Find"), shared by concrete, walls and plaster. */
function useMaterialRows() {
  const { t } = useTranslation();
  return {
    cement: (bags: number, pallets: number): ResultRow => ({
      label: t('calculators.cement'),
      value: t('calculators.values.bagsAndPallets', { count: bags, pallets }),
      find: {
        material: t('calculators.cement'),
        need: {
          // the bags the calculator counts are Portland cement: not tile adhesive or cement sand bricks
          search: 'portland cement',
          options: [
            { unit: 'bag', quantity: bags },
            { unit: 'pallet', quantity: pallets },
          ],
        },
      },
    }),
    /** sand or aggregate: m³ and tonnes, found by the tonne or by the m³ */
    bulk: (label: string, search: string, cubicMetres: number, tonnes: number): ResultRow => ({
      label,
      value: t('calculators.values.sandAndTonnes', { value: shown(cubicMetres, 3), tonnes: shown(tonnes) }),
      find: {
        material: label,
        need: {
          search,
          options: [
            { unit: 'tonne', quantity: roundTo(tonnes, 2) },
            { unit: 'm³', quantity: roundTo(cubicMetres, 2) },
          ],
        },
      },
    }),
  };
}

export function ConcreteCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const rows = useMaterialRows();
  const [kind, setKind] = useState<ConcreteShape['kind']>('slab');
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [a, setA] = useState<number | ''>(5);
  const [b, setB] = useState<number | ''>(4);
  const [c, setC] = useState<number | ''>(0.15);
  const [count, setCount] = useState<number | ''>(1);
  const [mix, setMix] = useState<ConcreteMix>('1:2:4');
  const m = (v: number | '') => toMetres(num(v), unit);
  const shape: ConcreteShape =
    kind === 'slab'
      ? { kind, length: m(a), width: m(b), thickness: m(c) }
      : kind === 'column'
        ? { kind, width: m(a), depth: m(b), height: m(c), count: num(count) }
        : kind === 'roundColumn'
          ? { kind, diameter: m(a), height: m(c), count: num(count) }
          : { kind, length: m(a), width: m(b), depth: m(c), count: num(count) };
  const volume = concreteVolume(shape);
  const result = concreteMaterials(volume, mix);
  const labels: Record<ConcreteShape['kind'], [string, string | null, string]> = {
    slab: ['length', 'width', 'thickness'],
    column: ['width', 'depth', 'height'],
    roundColumn: ['diameter', null, 'height'],
    footing: ['length', 'width', 'depth'],
  };
  const [la, lb, lc] = labels[kind];
  return (
    <Layout
      inputs={
        <>
          <ChoiceInput
            label={t('calculators.fields.shape')}
            value={kind}
            options={(['slab', 'column', 'roundColumn', 'footing'] as const).map((k) => ({
              value: k,
              label: t(`calculators.shapes.${k}`),
            }))}
            onChange={setKind}
          />
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <SizeInput label={t(`calculators.fields.${la}`)} value={a} onChange={setA} suffix={unit} />
            {lb && <SizeInput label={t(`calculators.fields.${lb}`)} value={b} onChange={setB} suffix={unit} />}
            <SizeInput label={t(`calculators.fields.${lc}`)} value={c} onChange={setC} suffix={unit} />
          </SimpleGrid>
          {kind !== 'slab' && (
            <SizeInput label={t('calculators.fields.count')} value={count} onChange={setCount} decimals={0} />
          )}
          <ChoiceInput
            label={t('calculators.fields.mix')}
            value={mix}
            options={Object.keys(CONCRETE_MIXES).map((k) => ({ value: k as ConcreteMix, label: k }))}
            onChange={setMix}
          />
        </>
      }
      results={
        <Results
          widget={widget}
          valid={volume > 0}
          rows={[
            { label: t('calculators.volume'), value: t('calculators.values.cubicMetres', { value: shown(volume, 3) }) },
            rows.cement(result.cementBags, result.cementPallets),
            rows.bulk(t('calculators.sand'), 'sand', result.sandCubicMetres, result.sandTonnes),
            rows.bulk(t('calculators.aggregate'), 'aggregate', result.aggregateCubicMetres, result.aggregateTonnes),
          ]}
        />
      }
    />
  );
}

export function BricksCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const rows = useMaterialRows();
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [length, setLength] = useState<number | ''>(10);
  const [height, setHeight] = useState<number | ''>(3);
  const [openings, setOpenings] = useState<{ width: number | ''; height: number | '' }[]>([
    { width: 0.9, height: 2.1 },
  ]);
  const [walling, setWalling] = useState<WallingUnit>('brick');
  const [wastage, setWastage] = useState<number | ''>(5);
  const [mix, setMix] = useState<MortarMix>('1:4');
  const m = (v: number | '') => toMetres(num(v), unit);
  const result = wallMaterials({
    length: m(length),
    height: m(height),
    openings: openings.map((o) => ({ width: m(o.width), height: m(o.height) })),
    unit: walling,
    wastagePercent: num(wastage),
    mortarMix: mix,
  });
  const isBrick = walling === 'brick';
  return (
    <Layout
      inputs={
        <>
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.length')} value={length} onChange={setLength} suffix={unit} />
            <SizeInput label={t('calculators.fields.height')} value={height} onChange={setHeight} suffix={unit} />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('calculators.fields.openings')}
          </Text>
          {openings.map((o, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <SizeInput
                label={t('calculators.fields.openingWidth', { n: i + 1 })}
                value={o.width}
                onChange={(v) => setOpenings(openings.map((x, j) => (j === i ? { ...x, width: v } : x)))}
                suffix={unit}
              />
              <SizeInput
                label={t('calculators.fields.openingHeight', { n: i + 1 })}
                value={o.height}
                onChange={(v) => setOpenings(openings.map((x, j) => (j === i ? { ...x, height: v } : x)))}
                suffix={unit}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                mb={2}
                aria-label={t('calculators.fields.removeOpening', { n: i + 1 })}
                onClick={() => setOpenings(openings.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setOpenings([...openings, { width: 1.2, height: 1.2 }])}
          >
            {t('calculators.fields.addOpening')}
          </Button>
          <ChoiceInput
            label={t('calculators.fields.unit')}
            value={walling}
            options={Object.keys(WALLING_UNITS).map((k) => ({
              value: k as WallingUnit,
              label: t(`calculators.walling.${k}`),
            }))}
            onChange={setWalling}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.wastage')} value={wastage} onChange={setWastage} decimals={1} />
            <ChoiceInput
              label={t('calculators.fields.mortarMix')}
              value={mix}
              options={Object.keys(MORTAR_MIXES).map((k) => ({ value: k as MortarMix, label: k }))}
              onChange={setMix}
            />
          </SimpleGrid>
        </>
      }
      results={
        <Results
          widget={widget}
          valid={result.area > 0}
          rows={[
            {
              label: t('calculators.area'),
              value: t('calculators.values.squareMetres', { value: shown(result.area) }),
            },
            {
              label: t('calculators.bricksNeeded'),
              value: t('calculators.values.pieces', { count: result.units }),
              find: {
                material: t('calculators.kinds.bricks'),
                need: {
                  search: isBrick ? 'brick' : 'block',
                  options: [
                    { unit: '1,000 pcs', quantity: Math.ceil(result.units / 1000) },
                    { unit: 'piece', quantity: result.units },
                  ],
                },
              },
            },
            rows.cement(
              result.mortar.cementBags,
              Math.ceil(result.mortar.cementBags / CALCULATOR_CONSTANTS.bagsPerPallet),
            ),
            rows.bulk(t('calculators.sand'), 'sand', result.mortar.sandCubicMetres, result.mortar.sandTonnes),
          ]}
        />
      }
    />
  );
}

const TILE_SIZES = ['300x300', '300x600', '600x600', '600x1200', '800x800'] as const;

export function TilesCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [length, setLength] = useState<number | ''>(5);
  const [width, setWidth] = useState<number | ''>(4);
  const [size, setSize] = useState<(typeof TILE_SIZES)[number]>('600x600');
  const [wastage, setWastage] = useState<number | ''>(10);
  const [perBox, setPerBox] = useState<number | ''>(4);
  const area = toMetres(num(length), unit) * toMetres(num(width), unit);
  const [tl, tw] = size.split('x').map(Number) as [number, number];
  const result = tileMaterials({
    area,
    tileLengthMm: tl,
    tileWidthMm: tw,
    wastagePercent: num(wastage),
    perBox: num(perBox) > 0 ? num(perBox) : null,
  });
  return (
    <Layout
      inputs={
        <>
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.length')} value={length} onChange={setLength} suffix={unit} />
            <SizeInput label={t('calculators.fields.width')} value={width} onChange={setWidth} suffix={unit} />
          </SimpleGrid>
          <ChoiceInput
            label={t('calculators.fields.tileSize')}
            value={size}
            options={TILE_SIZES.map((s) => ({ value: s, label: `${s.replace('x', ' × ')} mm` }))}
            onChange={setSize}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.wastage')} value={wastage} onChange={setWastage} decimals={1} />
            <SizeInput label={t('calculators.fields.perBox')} value={perBox} onChange={setPerBox} decimals={0} />
          </SimpleGrid>
        </>
      }
      results={
        <Results
          widget={widget}
          valid={area > 0}
          rows={[
            { label: t('calculators.floorArea'), value: t('calculators.values.squareMetres', { value: shown(area) }) },
            {
              label: t('calculators.tilesNeeded'),
              value: t('calculators.values.pieces', { count: result.tiles }),
              find: {
                material: t('calculators.kinds.tiles'),
                need: {
                  search: 'tile',
                  options: [
                    ...(result.boxes ? [{ unit: 'box', quantity: result.boxes }] : []),
                    { unit: 'piece', quantity: result.tiles },
                    { unit: 'm²', quantity: roundTo(area * (1 + num(wastage) / 100), 2) },
                  ],
                },
              },
            },
            ...(result.boxes
              ? [{ label: t('calculators.boxes'), value: t('calculators.values.boxes', { count: result.boxes }) }]
              : []),
          ]}
        />
      }
    />
  );
}

export function PaintCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [length, setLength] = useState<number | ''>(20);
  const [height, setHeight] = useState<number | ''>(3);
  const [coats, setCoats] = useState<number | ''>(2);
  const [coverage, setCoverage] = useState<number | ''>(10);
  const [tin, setTin] = useState<'5' | '18'>('18');
  const area = toMetres(num(length), unit) * toMetres(num(height), unit);
  const valid = area > 0 && num(coats) > 0 && num(coverage) > 0;
  const result = valid
    ? paintMaterials({ area, coats: num(coats), coveragePerLitre: num(coverage), tinLitres: Number(tin) })
    : { litres: 0, tins: 0 };
  return (
    <Layout
      inputs={
        <>
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.length')} value={length} onChange={setLength} suffix={unit} />
            <SizeInput label={t('calculators.fields.height')} value={height} onChange={setHeight} suffix={unit} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.coats')} value={coats} onChange={setCoats} decimals={0} />
            <SizeInput label={t('calculators.fields.coverage')} value={coverage} onChange={setCoverage} decimals={1} />
          </SimpleGrid>
          <ChoiceInput
            label={t('calculators.fields.tin')}
            value={tin}
            options={(['5', '18'] as const).map((k) => ({ value: k, label: t(`calculators.tins.${k}`) }))}
            onChange={setTin}
          />
        </>
      }
      results={
        <Results
          widget={widget}
          valid={valid}
          rows={[
            { label: t('calculators.floorArea'), value: t('calculators.values.squareMetres', { value: shown(area) }) },
            {
              label: t('calculators.paintNeeded'),
              value: t('calculators.values.litres', { value: shown(result.litres, 1) }),
            },
            {
              label: t('calculators.tinsNeeded'),
              value: t('calculators.values.tins', { count: result.tins, size: tin }),
              find: {
                material: t('calculators.kinds.paint'),
                need: { search: 'paint', options: [{ unit: tin === '18' ? 'pail' : 'tin', quantity: result.tins }] },
              },
            },
          ]}
        />
      }
    />
  );
}

export function RebarCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [diameter, setDiameter] = useState<string>('12');
  const [count, setCount] = useState<number | ''>(40);
  const [lengthEach, setLengthEach] = useState<number | ''>(3);
  const [stock, setStock] = useState<number | ''>(12);
  const length = toMetres(num(lengthEach), unit);
  const valid = num(count) > 0 && length > 0 && num(stock) > 0;
  const result = rebarMaterials({
    diameterMm: Number(diameter),
    count: num(count),
    lengthEach: length || 1,
    stockLength: num(stock) || 12,
  });
  return (
    <Layout
      inputs={
        <>
          <ChoiceInput
            label={t('calculators.fields.diameterBar')}
            value={diameter}
            options={BAR_DIAMETERS.map((d) => ({ value: String(d), label: `${d <= 8 ? 'R' : 'Y'}${d} (${d} mm)` }))}
            onChange={setDiameter}
          />
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <SizeInput label={t('calculators.fields.barsCount')} value={count} onChange={setCount} decimals={0} />
            <SizeInput
              label={t('calculators.fields.barLength')}
              value={lengthEach}
              onChange={setLengthEach}
              suffix={unit}
            />
            <SizeInput label={t('calculators.fields.stockLength')} value={stock} onChange={setStock} decimals={1} />
          </SimpleGrid>
        </>
      }
      results={
        <Results
          widget={widget}
          valid={valid}
          rows={[
            {
              label: t('calculators.perMetre'),
              value: t('calculators.values.kgPerMetre', { value: shown(result.kgPerMetre, 3) }),
            },
            {
              label: t('calculators.totalLength'),
              value: t('calculators.values.metres', { value: shown(result.totalLength) }),
            },
            {
              label: t('calculators.steel'),
              value: `${t('calculators.values.kg', { value: shown(result.kg, 1) })} (${t('calculators.values.tonnes', { value: shown(result.tonnes, 3) })})`,
              find: {
                material: t('calculators.steel'),
                need: {
                  search: 'deformed bar',
                  options: [
                    { unit: 'tonne', quantity: roundTo(result.tonnes, 3) },
                    { unit: `length (${num(stock)} m)`, quantity: result.stockBars },
                  ],
                },
              },
            },
            {
              label: t('calculators.stockBars'),
              value: t('calculators.values.bars', { count: result.stockBars, length: num(stock) }),
            },
          ]}
        />
      }
    />
  );
}

export function BulkCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const rows = useMaterialRows();
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [material, setMaterial] = useState<BulkMaterial>('sand');
  const [length, setLength] = useState<number | ''>(4);
  const [width, setWidth] = useState<number | ''>(3);
  const [depth, setDepth] = useState<number | ''>(0.1);
  const volume = toMetres(num(length), unit) * toMetres(num(width), unit) * toMetres(num(depth), unit);
  const tonnes = bulkTonnes(volume, material);
  return (
    <Layout
      inputs={
        <>
          <ChoiceInput
            label={t('calculators.fields.material')}
            value={material}
            options={Object.keys(BULK_MATERIALS).map((k) => ({
              value: k as BulkMaterial,
              label: t(`calculators.materials.${k}`),
            }))}
            onChange={setMaterial}
          />
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <SizeInput label={t('calculators.fields.length')} value={length} onChange={setLength} suffix={unit} />
            <SizeInput label={t('calculators.fields.width')} value={width} onChange={setWidth} suffix={unit} />
            <SizeInput label={t('calculators.fields.depth')} value={depth} onChange={setDepth} suffix={unit} />
          </SimpleGrid>
        </>
      }
      results={
        <Results
          widget={widget}
          valid={volume > 0}
          rows={[rows.bulk(t(`calculators.materials.${material}`), material, volume, tonnes)]}
        />
      }
    />
  );
}

export function PlasterCalculator({ widget }: { widget: boolean }) {
  const { t } = useTranslation();
  const rows = useMaterialRows();
  const [job, setJob] = useState<'plaster' | 'screed'>('plaster');
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [length, setLength] = useState<number | ''>(10);
  const [width, setWidth] = useState<number | ''>(3);
  const [thickness, setThickness] = useState<number | ''>(15);
  const [mix, setMix] = useState<MortarMix>('1:4');
  const area = toMetres(num(length), unit) * toMetres(num(width), unit);
  const result = plasterMaterials(area, num(thickness), mix);
  return (
    <Layout
      inputs={
        <>
          <ChoiceInput
            label={t('calculators.fields.job')}
            value={job}
            options={(['plaster', 'screed'] as const).map((k) => ({ value: k, label: t(`calculators.jobs.${k}`) }))}
            onChange={(next) => {
              setJob(next);
              setThickness(next === 'plaster' ? 15 : 50);
              setMix(next === 'plaster' ? '1:4' : '1:3');
            }}
          />
          <LengthUnitInput value={unit} onChange={setUnit} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput label={t('calculators.fields.length')} value={length} onChange={setLength} suffix={unit} />
            <SizeInput
              label={t(job === 'plaster' ? 'calculators.fields.height' : 'calculators.fields.width')}
              value={width}
              onChange={setWidth}
              suffix={unit}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <SizeInput
              label={t('calculators.fields.thicknessMm')}
              value={thickness}
              onChange={setThickness}
              decimals={0}
            />
            <ChoiceInput
              label={t('calculators.fields.mortarMix')}
              value={mix}
              options={Object.keys(MORTAR_MIXES).map((k) => ({ value: k as MortarMix, label: k }))}
              onChange={setMix}
            />
          </SimpleGrid>
        </>
      }
      results={
        <Results
          widget={widget}
          valid={area > 0 && num(thickness) > 0}
          rows={[
            { label: t('calculators.floorArea'), value: t('calculators.values.squareMetres', { value: shown(area) }) },
            rows.cement(result.cementBags, Math.ceil(result.cementBags / CALCULATOR_CONSTANTS.bagsPerPallet)),
            rows.bulk(t('calculators.sand'), 'sand', result.sandCubicMetres, result.sandTonnes),
          ]}
        />
      }
    />
  );
}

export const CALCULATORS: Record<CalculatorKind, (props: { widget: boolean }) => ReactNode> = {
  concrete: ConcreteCalculator,
  bricks: BricksCalculator,
  tiles: TilesCalculator,
  paint: PaintCalculator,
  rebar: RebarCalculator,
  bulk: BulkCalculator,
  plaster: PlasterCalculator,
};
