// The hex, sight, height and map-import API of TacticsMap
// (docs/tactics.md: Topologies, Line of sight, Height, Importing maps).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { qipan, throwsCode, using } from './qipan.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'data', 'tactics', 'import', name), 'utf8');

// A Tiled map of w x h tiles: gid 1 plain, 2 wall, 3 forest (height 2).
function tiledMap(w, h, layer, extra = {}) {
  return JSON.stringify({
    orientation: 'orthogonal', tilewidth: 16, tileheight: 16, width: w, height: h, infinite: false,
    tilesets: [{ firstgid: 1, name: 't', tilecount: 3, tiles: [
      { id: 0, class: 'plain' }, { id: 1, class: 'wall' },
      { id: 2, class: 'forest', properties: [{ name: 'height', type: 'int', value: 2 }] }] }],
    layers: [{ name: 'ground', type: 'tilelayer', width: w, height: h, ...layer }],
    ...extra,
  });
}

function base64Gids(gids, compress) {
  const raw = Buffer.alloc(gids.length * 4);
  gids.forEach((g, i) => raw.writeUInt32LE(g, i * 4));
  return (compress ? compress(raw) : raw).toString('base64');
}

describe('new TacticsMap(w, h, {topology})', () => {
  test('hex maps measure hex distance and move on six neighbours', () => {
    using(new qipan.TacticsMap(7, 5, { topology: 'hex-y-odd' }), (map) => {
      assert.equal(map.topology(), 'hex-y-odd');
      assert.equal(map.distance(3, 2, 3, 0), 2);
      assert.equal(map.distance(3, 2, 5, 2), 2);
      const id = map.addUnit({ team: 0, x: 3, y: 2, move: 1 });
      assert.equal(map.reachable(id).length, 7);
    });
    using(new qipan.TacticsMap(3, 3), (map) => assert.equal(map.topology(), 'square'));
  });
  test('an unknown topology or field is an error', () => {
    throwsCode(() => new qipan.TacticsMap(3, 3, { topology: 'isometric' }), 'unknown_name', /unknown topology 'isometric'/);
    throwsCode(() => new qipan.TacticsMap(3, 3, { shape: 'hex' }), 'bad_argument', /unknown field/);
  });
});

describe('sees, sightField', () => {
  test('walls hide what is behind them, symmetrically', () => {
    using(new qipan.TacticsMap(5, 1), (map) => {
      map.setTerrain(2, 0, 'wall');
      assert.equal(map.sees(0, 0, 4, 0), false);
      assert.equal(map.sees(4, 0, 0, 0), false);
      assert.equal(map.sees(0, 0, 2, 0), true);
      assert.deepEqual(map.sightField(0, 0, 10), [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
      map.setBlocksSight('wall', false);
      assert.equal(map.blocksSight('wall'), false);
      assert.equal(map.sees(0, 0, 4, 0), true);
    });
  });
  test('lineOfSight limits attacks; unitsBlockSight lets units hide others', () => {
    using(new qipan.TacticsMap(5, 1), (map) => {
      map.setTerrain(2, 0, 'wall');
      const archer = map.addUnit({ team: 0, x: 0, y: 0, move: 0, minRange: 2, maxRange: 4 });
      assert.equal(map.attackRange(archer).length, 3);
      map.setOption('lineOfSight', true);
      assert.deepEqual(map.attackRange(archer), [{ x: 2, y: 0 }]);
      assert.equal(map.option('unitsBlockSight'), false);
    });
  });
});

describe('heights', () => {
  test('a unit climbs at most its jump; height adds range when asked', () => {
    using(new qipan.TacticsMap(4, 1), (map) => {
      map.setHeightData(new Uint8Array([0, 1, 3, 0]));
      assert.deepEqual(Array.from(map.heightData()), [0, 1, 3, 0]);
      assert.equal(map.heightAt(2, 0), 3);
      const id = map.addUnit({ team: 0, x: 0, y: 0, move: 5, jump: 1 });
      assert.equal(map.unit(id).jump, 1);
      assert.deepEqual(map.reachable(id).map((r) => r.x), [0, 1]);
      map.setRangePerHeight(2);
      assert.equal(map.rangePerHeight(), 2);
    });
  });
  test('bad heights change nothing', () => {
    using(new qipan.TacticsMap(2, 1), (map) => {
      throwsCode(() => map.setHeight(0, 0, 256), 'bad_argument', /height/);
      throwsCode(() => map.setHeightData(new Uint8Array(3)), 'bad_argument', /3 cells, expected 2/);
      throwsCode(() => map.addUnit({ team: 0, x: 0, y: 0, move: 1, jump: -1 }), 'bad_argument', /jump/);
      assert.deepEqual(Array.from(map.heightData()), [0, 0]);
    });
  });
});

describe('TacticsMap.fromTiled', () => {
  test('reads the hand-written maps', () => {
    using(qipan.TacticsMap.fromTiled(data('orthogonal_csv.tmj')), (map) => {
      assert.equal(map.width(), 4);
      assert.equal(map.terrainAt(1, 1), 'lava');
      assert.equal(map.heightAt(0, 2), 3);
      assert.deepEqual(map.units().map((u) => u.label), ['Archer', 'Black Rider']);
      assert.equal(map.option('zoc'), true);
    });
    using(qipan.TacticsMap.fromTiled(data('hex_rows.tmj')), (map) => {
      assert.equal(map.topology(), 'hex-y-odd');
      assert.deepEqual(map.unitAt(1, 1), 0);
    });
  });
  test('reads CSV and base64, uncompressed, zlib and gzip, the same', () => {
    const gids = [1, 2, 3, 1, 1, 3];
    const layers = [
      { data: gids },
      { encoding: 'base64', data: base64Gids(gids) },
      { encoding: 'base64', compression: 'zlib', data: base64Gids(gids, zlib.deflateSync) },
      { encoding: 'base64', compression: 'gzip', data: base64Gids(gids, zlib.gzipSync) },
    ];
    for (const layer of layers) {
      using(qipan.TacticsMap.fromTiled(tiledMap(3, 2, layer)), (map) => {
        assert.deepEqual([map.terrainAt(1, 0), map.terrainAt(2, 0), map.heightAt(2, 1)], ['wall', 'forest', 2]);
      });
    }
  });
  test('bad maps are errors that say where', () => {
    throwsCode(() => qipan.TacticsMap.fromTiled('{"orientation": '), 'bad_data', /not valid JSON at line 1, column/);
    throwsCode(() => qipan.TacticsMap.fromTiled(tiledMap(3, 2, { data: [1, 1] })), 'bad_data',
      /layers\[0\] 'ground': data has 2 tiles, expected 6/);
    throwsCode(() => qipan.TacticsMap.fromTiled(tiledMap(3, 2, { data: [1, 1, 1, 1, 1, 1] }, { orientation: 'isometric' })),
      'bad_data', /isometric maps are not supported/);
    const bomb = base64Gids(new Array(1_000_000).fill(1), zlib.deflateSync);
    throwsCode(() => qipan.TacticsMap.fromTiled(tiledMap(3, 2, { encoding: 'base64', compression: 'zlib', data: bomb })),
      'bad_data', /inflates past the layer's declared size \(24 bytes\)/);
    throwsCode(() => qipan.TacticsMap.fromTiled(42), 'bad_argument', /json must be the file's text/);
    throwsCode(() => qipan.TacticsMap.fromTiled({ orientation: 'orthogonal' }), 'bad_argument', /JSON.stringify/);
  });
});

describe('map text that is not JSON', () => {
  // The module parses with the JS engine's JSON.parse: its SyntaxError
  // becomes an Error that says what is wrong and where, and the next
  // import reads as if none had failed.
  const cases = [
    ['{"orientation": ', /^Tiled file is not valid JSON at line 1, column 17: /],
    ['{\n  "width": 3,\n  "height": }', /^Tiled file is not valid JSON at line 3, column 13: .*'}'/],
    [`{"layers": [${'1, '.repeat(40)}1 2]}`, /^Tiled file is not valid JSON at line 1, column 135: /],
    ['{"a": 1,}', /^Tiled file is not valid JSON at line 1, column 9: /],
    ['', /^Tiled file is not valid JSON at line 1, column 1: /],
  ];
  test('is an Error that says where, and changes nothing', () => {
    const before = using(qipan.TacticsMap.fromTiled(data('orthogonal_csv.tmj')), (m) => JSON.stringify(m.units()));
    for (const [text, pattern] of cases) {
      throwsCode(() => qipan.TacticsMap.fromTiled(text), 'bad_data', pattern);
      throwsCode(() => qipan.TacticsMap.fromLdtk(text, 0), 'bad_data', new RegExp(pattern.source.replace('Tiled', 'LDtk')));
    }
    using(qipan.TacticsMap.fromTiled(data('orthogonal_csv.tmj')), (m) => assert.equal(JSON.stringify(m.units()), before));
    using(qipan.TacticsMap.fromLdtk(data('level.ldtk'), 'Intro'), (m) => assert.equal(m.units()[0].label, 'Knight'));
  });
  test('deep nesting and odd numbers are refused as maps, not crashes', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    throwsCode(() => qipan.TacticsMap.fromTiled(deep), 'bad_data', /a Tiled map is a JSON object/);
    const objects = '{"a":'.repeat(100_000) + '0' + '}'.repeat(100_000);
    throwsCode(() => qipan.TacticsMap.fromLdtk(objects, 0), 'bad_data', /has no 'levels'/);
    const map = JSON.parse(tiledMap(3, 2, { data: [1, 2, 3, 1, 1, 3] }));
    throwsCode(() => qipan.TacticsMap.fromTiled(JSON.stringify({ ...map, width: 2.5 })), 'bad_data',
      /expected a whole number, got 2\.500000/);
    throwsCode(() => qipan.TacticsMap.fromTiled(JSON.stringify(map).replace('"width":3', '"width":1e400')), 'bad_data',
      /expected a whole number, got inf/);
    // 3.0 is the whole number 3, as nlohmann reads it natively.
    using(qipan.TacticsMap.fromTiled(JSON.stringify(map).replace('"width":3', '"width":3.0')), (m) => assert.equal(m.width(), 3));
  });
});

describe('TacticsMap.fromLdtk', () => {
  test('reads a level by name or index', () => {
    for (const level of ['Intro', 0]) {
      using(qipan.TacticsMap.fromLdtk(data('level.ldtk'), level), (map) => {
        assert.equal(map.terrainAt(1, 0), 'wall');
        assert.equal(map.heightAt(1, 1), 2);
        assert.equal(map.units()[0].label, 'Knight');
      });
    }
    throwsCode(() => qipan.TacticsMap.fromLdtk(data('level.ldtk'), 'Boss'), 'unknown_name', /no level 'Boss' \(levels: Intro, Second\)/);
  });
});
