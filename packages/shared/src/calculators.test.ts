/**
 * The construction calculators against published figures. References:
 * - Concrete by the dry-volume method (dry materials = 1.54 × wet volume; cement 1,440 kg/m³, 50 kg
 *   bags): the textbook figures of 6.34 bags of cement per m³ of 1:2:4 (M15), 8.06 bags for
 *   1:1.5:3 (M20) and 4.43 bags for 1:3:6 — e.g. B. N. Dutta, "Estimating and Costing in Civil
 *   Engineering" (UBS Publishers), chapter on analysis of rates; S. C. Rangwala, "Estimating,
 *   Costing and Valuation" (Charotar), materials for 1 m³ of concrete.
 * - Mortar and plaster (dry materials = 1.33 × wet volume, cement : sand by volume): the same
 *   references' analysis of rates for cement mortar and plastering.
 * - Brickwork: a 215 × 102.5 × 65 mm brick laid with a 10 mm joint covers 225 × 75 mm, 59.3 bricks
 *   per m² of half-brick wall ("60 bricks per square metre"), and a 390 × 190 mm block 12.5 per m²:
 *   BS EN 771-1 / MS 76 work sizes; The Brick Development Association, "Brickwork quantities".
 * - Reinforcement: mass per metre = d² ÷ 162 kg (steel 7,850 kg/m³), against the nominal masses of
 *   BS 4449:2005 Table 4 (and MS 146): 0.222, 0.395, 0.617, 0.888, 1.579, 2.466, 3.854, 6.313 kg/m.
 * - Bulk densities (loose, dry): sand 1,600 kg/m³, crushed aggregate 1,500 kg/m³ — BS 648 "Schedule
 *   of weights of building materials".
 */
import { describe, expect, it } from 'vitest';
import {
  BAR_DIAMETERS,
  barKgPerMetre,
  bulkTonnes,
  concreteMaterials,
  concreteVolume,
  mortarMaterials,
  paintMaterials,
  plasterMaterials,
  rebarMaterials,
  tileMaterials,
  toMetres,
  wallMaterials,
  wholeUp,
} from './calculators';

describe('concrete', () => {
  it.each([
    // mix, cement bags per m³ (published), sand m³, aggregate m³
    ['1:2:4', 6.34, 0.44, 0.88],
    ['1:1.5:3', 8.06, 0.42, 0.84],
    ['1:3:6', 4.43, 0.462, 0.924],
    ['1:1:2', 11.09, 0.385, 0.77],
  ] as const)('1 m³ of %s takes %s bags of cement', (mix, bags, sand, aggregate) => {
    const m = concreteMaterials(1, mix);
    expect(m.dryVolume).toBeCloseTo(1.54, 10);
    // the references give the bags to two decimals, cut rather than rounded
    expect(m.cementBagsExact).toBeCloseTo(bags, 1);
    expect(m.cementBags).toBe(Math.ceil(bags));
    expect(m.sandCubicMetres).toBeCloseTo(sand, 6);
    expect(m.aggregateCubicMetres).toBeCloseTo(aggregate, 6);
    expect(m.sandTonnes).toBeCloseTo(sand * 1.6, 6);
    expect(m.aggregateTonnes).toBeCloseTo(aggregate * 1.5, 6);
  });

  it('measures slabs, columns and footings', () => {
    expect(concreteVolume({ kind: 'slab', length: 5, width: 4, thickness: 0.15 })).toBeCloseTo(3, 10);
    expect(concreteVolume({ kind: 'column', width: 0.3, depth: 0.3, height: 3, count: 6 })).toBeCloseTo(1.62, 10);
    expect(concreteVolume({ kind: 'roundColumn', diameter: 0.3, height: 3, count: 4 })).toBeCloseTo(0.84823, 6);
    expect(concreteVolume({ kind: 'footing', length: 1.2, width: 1.2, depth: 0.45, count: 8 })).toBeCloseTo(5.184, 10);
  });

  it('counts bags whole and pallets of 40 bags', () => {
    const slab = concreteMaterials(3, '1:2:4');
    expect(slab.cementBagsExact).toBeCloseTo(19.008, 6);
    expect(slab.cementBags).toBe(20);
    expect(slab.cementPallets).toBe(1);
    expect(concreteMaterials(10, '1:1.5:3').cementPallets).toBe(3); // 80.64 → 81 bags
  });
});

describe('mortar, plaster and screed', () => {
  it('1 m³ of 1:4 mortar takes 7.66 bags of cement and 1.064 m³ of sand', () => {
    const m = mortarMaterials(1, '1:4');
    expect(m.cementBagsExact).toBeCloseTo(7.6608, 6);
    expect(m.sandCubicMetres).toBeCloseTo(1.064, 6);
  });

  it('plaster 12 mm thick on 10 m² at 1:4', () => {
    const m = plasterMaterials(10, 12, '1:4');
    expect(m.volume).toBeCloseTo(0.12, 10);
    expect(m.cementBagsExact).toBeCloseTo(0.919296, 6);
    expect(m.cementBags).toBe(1);
    expect(m.sandCubicMetres).toBeCloseTo(0.12768, 6);
  });

  it('screed 50 mm thick on 40 m² at 1:3', () => {
    const m = plasterMaterials(40, 50, '1:3');
    expect(m.volume).toBeCloseTo(2, 10);
    expect(m.cementBagsExact).toBeCloseTo(19.152, 6);
    // three parts of four of the 2.66 m³ of dry materials are sand
    expect(m.sandTonnes).toBeCloseTo(1.995 * 1.6, 6);
  });
});

describe('bricks and blocks', () => {
  it('lays 59.3 bricks per m² of half-brick wall, 12.5 blocks', () => {
    const brick = wallMaterials({
      length: 1,
      height: 1,
      openings: [],
      unit: 'brick',
      wastagePercent: 0,
      mortarMix: '1:4',
    });
    expect(brick.unitsPerSquareMetre).toBeCloseTo(59.259, 3);
    expect(brick.units).toBe(60);
    // the joints of one m²: 0.1025 m³ of wall less 59.26 bricks of 0.001432 m³
    expect(brick.mortar.volume).toBeCloseTo(0.017615, 6);
    const block = wallMaterials({
      length: 1,
      height: 1,
      openings: [],
      unit: 'block100',
      wastagePercent: 0,
      mortarMix: '1:6',
    });
    expect(block.unitsPerSquareMetre).toBe(12.5);
  });

  it('leaves out a door and a window and adds wastage', () => {
    const wall = wallMaterials({
      length: 10,
      height: 3,
      openings: [
        { width: 0.9, height: 2.1 },
        { width: 1.2, height: 1.2 },
      ],
      unit: 'brick',
      wastagePercent: 5,
      mortarMix: '1:4',
    });
    expect(wall.area).toBeCloseTo(26.67, 10);
    expect(wall.unitsExact).toBeCloseTo(1580.444, 3);
    expect(wall.units).toBe(1660); // 1,659.47 with 5 %
    expect(wall.mortar.cementBags).toBe(4); // 0.4697 m³ of mortar at 1:4 → 3.60 bags
  });

  it('never counts a wall smaller than its openings', () => {
    const wall = wallMaterials({
      length: 1,
      height: 1,
      openings: [{ width: 2, height: 2 }],
      unit: 'brick',
      wastagePercent: 5,
      mortarMix: '1:4',
    });
    expect([wall.area, wall.units, wall.mortar.cementBags]).toEqual([0, 0, 0]);
  });
});

describe('tiles and paint', () => {
  it('tiles 20 m² with 600 × 600 mm tiles, 10 % wastage, in boxes of 4', () => {
    expect(tileMaterials({ area: 20, tileLengthMm: 600, tileWidthMm: 600, wastagePercent: 10, perBox: 4 })).toEqual({
      tilesExact: expect.closeTo(55.556, 3),
      tiles: 62,
      boxes: 16,
    });
    expect(tileMaterials({ area: 9, tileLengthMm: 300, tileWidthMm: 300, wastagePercent: 0, perBox: null })).toEqual({
      tilesExact: expect.closeTo(100, 9),
      tiles: 100,
      boxes: null,
    });
  });

  it('paints 100 m² twice at 10 m² a litre: 20 litres, four 5-litre tins or two 18-litre pails', () => {
    expect(paintMaterials({ area: 100, coats: 2, coveragePerLitre: 10, tinLitres: 5 })).toEqual({
      litres: 20,
      tins: 4,
    });
    expect(paintMaterials({ area: 100, coats: 2, coveragePerLitre: 10, tinLitres: 18 }).tins).toBe(2);
  });
});

describe('reinforcement', () => {
  it.each([
    [6, 0.222],
    [8, 0.395],
    [10, 0.617],
    [12, 0.888],
    [16, 1.579],
    [20, 2.466],
    [25, 3.854],
    [32, 6.313],
  ])('Y%i weighs %s kg/m (BS 4449) within 0.2 per cent', (d, nominal) => {
    expect(Math.abs(barKgPerMetre(d) - nominal) / nominal).toBeLessThan(0.002);
  });

  it('has a bar for every size sold', () => {
    expect(BAR_DIAMETERS.map((d) => Number(barKgPerMetre(d).toFixed(3)))).toEqual([
      0.222, 0.395, 0.617, 0.889, 1.58, 2.469, 3.858, 6.321,
    ]);
  });

  it('weighs the bars and counts the 12 m stock bars to cut them from', () => {
    const links = rebarMaterials({ diameterMm: 12, count: 40, lengthEach: 3, stockLength: 12 });
    expect(links.totalLength).toBe(120);
    expect(links.kg).toBeCloseTo(106.667, 3);
    expect(links.stockBars).toBe(10);
    expect(rebarMaterials({ diameterMm: 16, count: 10, lengthEach: 5, stockLength: 12 }).stockBars).toBe(5);
    // longer than a stock bar: two stock bars (lapped) each
    expect(rebarMaterials({ diameterMm: 20, count: 3, lengthEach: 14, stockLength: 12 }).stockBars).toBe(6);
  });
});

describe('units and rounding', () => {
  it('converts feet and millimetres to metres', () => {
    expect(toMetres(10, 'ft')).toBeCloseTo(3.048, 10);
    expect(toMetres(150, 'mm')).toBeCloseTo(0.15, 10);
    expect(toMetres(2.5, 'm')).toBe(2.5);
  });

  it('rounds whole things up, but not a float error', () => {
    expect(wholeUp(6.000000000001)).toBe(6);
    expect(wholeUp(6.01)).toBe(7);
    expect(bulkTonnes(5, 'sand')).toBe(8);
    expect(bulkTonnes(2, 'aggregate')).toBe(3);
  });
});
