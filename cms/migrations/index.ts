import * as migration_20261121_050341_initial from './20261121_050341_initial';

export const migrations = [
  {
    up: migration_20261121_050341_initial.up,
    down: migration_20261121_050341_initial.down,
    name: '20261121_050341_initial'
  },
];
