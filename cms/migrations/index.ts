import * as migration_20261121_044956_initial from './20261121_044956_initial';

export const migrations = [
  {
    up: migration_20261121_044956_initial.up,
    down: migration_20261121_044956_initial.down,
    name: '20261121_044956_initial'
  },
];
