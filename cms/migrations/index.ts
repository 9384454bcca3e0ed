import * as migration_20261121_061120_initial from './20261121_061120_initial';

export const migrations = [
  {
    up: migration_20261121_061120_initial.up,
    down: migration_20261121_061120_initial.down,
    name: '20261121_061120_initial'
  },
];
