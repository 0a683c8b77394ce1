/**
 * Construction calculators (spec §1, §2 /calculator and calculator/widget): quantities a contractor
 * estimates before buying, as pure functions. Lengths are taken in metres (see `toMetres` for feet
 * and millimetres); results are exact to the rules below and rounded only where a thing is bought
 * whole (bags, pieces, boxes, tins, bars). The rules and constants, and where they come from, are
 * in the table tests beside this file.
 */

export const LENGTH_UNITS = ['m', 'ft', 'mm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const METRES_PER: Record<LengthUnit, number> = { m: 1, ft: 0.3048, mm: 0.001 };

/** A length in `unit` as metres. */
export const toMetres = (value: number, unit: LengthUnit): number => value * METRES_PER[unit];

/** Rounds to `places` decimals, for showing a measured quantity (not for counting). */
export const roundTo = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Whole things to buy: the next whole number (a tiny float error never adds one). */
export const wholeUp = (value: number): number => Math.ceil(roundTo(value, 6));

/** Constants of the rules (densities in kg/m³, bulk factors from wet to dry volume). */
export const CALCULATOR_CONSTANTS = {
  /** a bag of Portland cement in Malaysia */
  cementBagKg: 50,
  /** bags on a pallet (as the demo suppliers sell cement by the pallet) */
  bagsPerPallet: 40,
  /** loose bulk density of cement */
  cementDensity: 1440,
  /** loose bulk density of dry river sand */
  sandDensity: 1600,
  /** loose bulk density of 20 mm crushed granite aggregate */
  aggregateDensity: 1500,
  /** dry materials to make 1 m³ of placed concrete (voids filled, bulking) */
  concreteDryFactor: 1.54,
  /** dry materials to make 1 m³ of mortar, plaster or screed */
  mortarDryFactor: 1.33,
  /** the mortar joint of brick and block walls */
  jointMm: 10,
} as const;

/** Cement : sand : aggregate of common site mixes (by volume). */
export const CONCRETE_MIXES = {
  '1:1:2': [1, 1, 2],
  '1:1.5:3': [1, 1.5, 3],
  '1:2:4': [1, 2, 4],
  '1:3:6': [1, 3, 6],
} as const;
export type ConcreteMix = keyof typeof CONCRETE_MIXES;

/** Cement : sand of mortar, plaster and screed. */
export const MORTAR_MIXES = { '1:3': 3, '1:4': 4, '1:5': 5, '1:6': 6 } as const;
export type MortarMix = keyof typeof MORTAR_MIXES;

/** Cement bags (and the pallets they make) for a volume of loose cement. */
function cementOf(cubicMetres: number) {
  const { cementDensity, cementBagKg, bagsPerPallet } = CALCULATOR_CONSTANTS;
  const bagsExact = (cubicMetres * cementDensity) / cementBagKg;
  const bags = wholeUp(bagsExact);
  return { bagsExact, bags, pallets: wholeUp(bags / bagsPerPallet) };
}

// ---------------------------------------------------------------------- concrete

export type ConcreteShape =
  | { kind: 'slab'; length: number; width: number; thickness: number }
  | { kind: 'column'; width: number; depth: number; height: number; count: number }
  | { kind: 'roundColumn'; diameter: number; height: number; count: number }
  | { kind: 'footing'; length: number; width: number; depth: number; count: number };

/** The volume of concrete placed (m³), every dimension in metres. */
export function concreteVolume(shape: ConcreteShape): number {
  switch (shape.kind) {
    case 'slab':
      return shape.length * shape.width * shape.thickness;
    case 'column':
      return shape.width * shape.depth * shape.height * shape.count;
    case 'roundColumn':
      return Math.PI * (shape.diameter / 2) ** 2 * shape.height * shape.count;
    case 'footing':
      return shape.length * shape.width * shape.depth * shape.count;
  }
}

export interface ConcreteMaterials {
  /** wet volume placed, m³ */
  volume: number;
  /** dry volume of the materials, m³ */
  dryVolume: number;
  cementBagsExact: number;
  cementBags: number;
  cementPallets: number;
  sandCubicMetres: number;
  sandTonnes: number;
  aggregateCubicMetres: number;
  aggregateTonnes: number;
}

/**
 * Materials for `volume` m³ of concrete of a nominal mix by the dry-volume method: the dry volume is
 * the wet volume × 1.54, shared between cement, sand and aggregate in the mix's proportions.
 */
export function concreteMaterials(volume: number, mix: ConcreteMix): ConcreteMaterials {
  const [c, s, a] = CONCRETE_MIXES[mix];
  const parts = c + s + a;
  const { concreteDryFactor, sandDensity, aggregateDensity } = CALCULATOR_CONSTANTS;
  const dryVolume = volume * concreteDryFactor;
  const cement = cementOf((dryVolume * c) / parts);
  const sand = (dryVolume * s) / parts;
  const aggregate = (dryVolume * a) / parts;
  return {
    volume,
    dryVolume,
    cementBagsExact: cement.bagsExact,
    cementBags: cement.bags,
    cementPallets: cement.pallets,
    sandCubicMetres: sand,
    sandTonnes: (sand * sandDensity) / 1000,
    aggregateCubicMetres: aggregate,
    aggregateTonnes: (aggregate * aggregateDensity) / 1000,
  };
}

// ---------------------------------------------------------------------- mortar (walls, plaster, screed)

export interface MortarMaterials {
  /** wet volume of mortar, m³ */
  volume: number;
  dryVolume: number;
  cementBagsExact: number;
  cementBags: number;
  sandCubicMetres: number;
  sandTonnes: number;
}

/** Cement and sand for `volume` m³ of wet mortar of a cement : sand mix (dry volume × 1.33). */
export function mortarMaterials(volume: number, mix: MortarMix): MortarMaterials {
  const sandParts = MORTAR_MIXES[mix];
  const dryVolume = volume * CALCULATOR_CONSTANTS.mortarDryFactor;
  const cement = cementOf(dryVolume / (1 + sandParts));
  const sand = (dryVolume * sandParts) / (1 + sandParts);
  return {
    volume,
    dryVolume,
    cementBagsExact: cement.bagsExact,
    cementBags: cement.bags,
    sandCubicMetres: sand,
    sandTonnes: (sand * CALCULATOR_CONSTANTS.sandDensity) / 1000,
  };
}

/** Plaster or screed: `area` m² at `thicknessMm`, and the cement and sand for it. */
export function plasterMaterials(area: number, thicknessMm: number, mix: MortarMix): MortarMaterials {
  return mortarMaterials((area * thicknessMm) / 1000, mix);
}

// ---------------------------------------------------------------------- bricks and blocks

/** Walling units: length × height × thickness of the unit in mm (spec: bricks and blocks for a wall). */
export const WALLING_UNITS = {
  /** common clay or cement sand brick, 215 × 102.5 × 65 mm (MS 76, the UK work size) */
  brick: { length: 215, height: 65, thickness: 102.5 },
  /** hollow concrete block, 390 × 190 mm face, 100 mm thick */
  block100: { length: 390, height: 190, thickness: 100 },
  /** hollow concrete block, 150 mm thick */
  block150: { length: 390, height: 190, thickness: 150 },
} as const;
export type WallingUnit = keyof typeof WALLING_UNITS;

export interface WallInput {
  /** wall length and height, m */
  length: number;
  height: number;
  /** doors and windows, each width × height in m */
  openings: { width: number; height: number }[];
  unit: WallingUnit;
  /** broken and cut units, percent */
  wastagePercent: number;
  mortarMix: MortarMix;
}

export interface WallMaterials {
  /** the wall's face less its openings, m² */
  area: number;
  unitsPerSquareMetre: number;
  unitsExact: number;
  /** with wastage, whole */
  units: number;
  mortar: MortarMaterials;
}

/**
 * Bricks or blocks for a single-skin wall: each unit with its 10 mm joint covers
 * (length + 10) × (height + 10) mm of face; the mortar is the wall's volume less the units'.
 */
export function wallMaterials(input: WallInput): WallMaterials {
  const unit = WALLING_UNITS[input.unit];
  const joint = CALCULATOR_CONSTANTS.jointMm;
  const openings = input.openings.reduce((total, o) => total + o.width * o.height, 0);
  const area = Math.max(0, input.length * input.height - openings);
  const unitsPerSquareMetre = 1_000_000 / ((unit.length + joint) * (unit.height + joint));
  const unitsExact = area * unitsPerSquareMetre;
  const unitVolume = (unit.length * unit.height * unit.thickness) / 1e9;
  const mortarVolume = Math.max(0, area * (unit.thickness / 1000) - unitsExact * unitVolume);
  return {
    area,
    unitsPerSquareMetre,
    unitsExact,
    units: wholeUp(unitsExact * (1 + input.wastagePercent / 100)),
    mortar: mortarMaterials(mortarVolume, input.mortarMix),
  };
}

// ---------------------------------------------------------------------- tiles

export interface TileInput {
  /** the area to tile, m² */
  area: number;
  /** tile face, mm */
  tileLengthMm: number;
  tileWidthMm: number;
  wastagePercent: number;
  /** tiles in a box, when sold by the box */
  perBox: number | null;
}

export interface TileMaterials {
  tilesExact: number;
  tiles: number;
  boxes: number | null;
}

/** Floor or wall tiles for an area, with wastage for cuts and breakage, and the boxes they fill. */
export function tileMaterials(input: TileInput): TileMaterials {
  const tileArea = (input.tileLengthMm * input.tileWidthMm) / 1_000_000;
  const tilesExact = input.area / tileArea;
  const tiles = wholeUp(tilesExact * (1 + input.wastagePercent / 100));
  return { tilesExact, tiles, boxes: input.perBox ? wholeUp(tiles / input.perBox) : null };
}

// ---------------------------------------------------------------------- paint

export interface PaintInput {
  area: number;
  coats: number;
  /** spreading rate of one coat, m² per litre */
  coveragePerLitre: number;
  /** the tin the paint is sold in, litres */
  tinLitres: number;
}

/** Paint for an area: litres = area × coats ÷ spreading rate, then whole tins. */
export function paintMaterials(input: PaintInput) {
  const litres = (input.area * input.coats) / input.coveragePerLitre;
  return { litres, tins: wholeUp(litres / input.tinLitres) };
}

// ---------------------------------------------------------------------- reinforcement

/** Steel bar mass per metre, kg/m, from its diameter in mm: d² ÷ 162 (steel at 7,850 kg/m³). */
export const barKgPerMetre = (diameterMm: number): number => (diameterMm * diameterMm) / 162;

/** The bar sizes sold in Malaysia (Y for high-yield deformed, R for round mild steel). */
export const BAR_DIAMETERS = [6, 8, 10, 12, 16, 20, 25, 32] as const;

export interface RebarInput {
  diameterMm: number;
  /** bars needed and each one's length, m */
  count: number;
  lengthEach: number;
  /** the stock length bars are sold in, m */
  stockLength: number;
}

/** Weight of reinforcement, and the stock bars to cut it from (no offcut reused across bars). */
export function rebarMaterials(input: RebarInput) {
  const kgPerMetre = barKgPerMetre(input.diameterMm);
  const totalLength = input.count * input.lengthEach;
  const kg = totalLength * kgPerMetre;
  const piecesPerStock = Math.floor(roundTo(input.stockLength / input.lengthEach, 6));
  const stockBars =
    piecesPerStock >= 1
      ? wholeUp(input.count / piecesPerStock)
      : input.count * wholeUp(input.lengthEach / input.stockLength);
  return { kgPerMetre, totalLength, kg, tonnes: kg / 1000, stockBars };
}

// ---------------------------------------------------------------------- sand and aggregate

export const BULK_MATERIALS = { sand: 1600, aggregate: 1500 } as const;
export type BulkMaterial = keyof typeof BULK_MATERIALS;

/** Tonnes of sand or aggregate for a volume (m³), by loose bulk density. */
export function bulkTonnes(volume: number, material: BulkMaterial): number {
  return (volume * BULK_MATERIALS[material]) / 1000;
}
