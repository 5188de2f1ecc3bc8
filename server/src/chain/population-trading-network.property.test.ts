import { describePopulation } from './test-support.ts';

describePopulation('trading-network');
